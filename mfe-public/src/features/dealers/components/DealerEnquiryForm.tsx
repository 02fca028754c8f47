import { useMemo } from 'react';
import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  DEALER_MONTHLY_VOLUMES,
  LIMITS,
  MESSAGE_MAX_LENGTH,
  PHONE_MASK,
  PUBLIC_API_PATHS,
  US_STATES,
  dealerEnquiryRequestSchema,
  localizePath,
  pathOf,
  submissionResponseSchema,
  type Locale,
} from 'shared-contracts';
import { ControlledMaskedInput, FormField, MessageLength, blankToEmpty, fieldErrorText } from '@/components/forms';
import { useServerForm } from '@/hooks/useServerForm';
import { FormProblemAlert } from '@/features/dealers/components/FormProblemAlert';
import { US_STATE_NAMES } from '@/features/dealers/components/us-states';
import { MONTHLY_VOLUME_LABELS } from '@/features/dealers/components/volume-labels';

/** What the dealer fills in; the submission id and the locale are added when it is sent. */
const enquiryFormSchema = dealerEnquiryRequestSchema.omit({ submissionId: true, locale: true });
type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
type EnquiryFormValues = z.output<typeof enquiryFormSchema>;
const FIELD_ORDER = ['dealershipName', 'contactName', 'email', 'phone', 'city', 'state', 'monthlyVolume', 'message'] as const;

/** What each field needs, said when the shared schema (or the server) refuses it. */
const RULES = {
  dealershipName: msg`Enter the dealership's name (up to 100 characters).`,
  contactName: msg`Enter your name (up to 100 characters).`,
  email: msg`Enter an e-mail address such as name@example.com.`,
  phone: msg`Enter a 10-digit US phone number.`,
  city: msg`Enter the city (up to 100 characters).`,
  state: msg`Choose the state.`,
  monthlyVolume: msg`Choose how many used vehicles you sell in a month.`,
  message: msg`Keep your message to 2,000 characters or fewer.`,
};

/**
 * The dealer enquiry (issue 5): checked with the shared schema before anything is sent, sent once with a
 * submission id, then the dealer thank-you page in the same language. Nothing typed is kept in browser storage.
 */
export function DealerEnquiryForm({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: standardSchemaResolver(enquiryFormSchema),
    defaultValues: { dealershipName: '', contactName: '', email: '', phone: '', city: '', message: '' },
  });
  const { register, control, watch, formState } = form;
  const { onSubmit, problem, submitting } = useServerForm({
    form,
    path: PUBLIC_API_PATHS.dealerEnquiries,
    answerSchema: submissionResponseSchema,
    fieldOrder: FIELD_ORDER,
    toBody: (values, submissionId) => ({ ...values, submissionId, locale }),
    onSuccess: () => void navigate(localizePath(pathOf('dealersThankYou'), locale)),
  });
  const errorOf = (name: (typeof FIELD_ORDER)[number]) => fieldErrorText(i18n, formState.errors[name], watch(name), RULES[name]);
  const states = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return US_STATES.map((code) => ({ code, name: i18n._(US_STATE_NAMES[code]) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n, locale]);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Dealer enquiry`}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t`Dealership name`} required error={errorOf('dealershipName')}>
            <Input {...register('dealershipName')} autoComplete="organization" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`Your name`} required error={errorOf('contactName')}>
            <Input {...register('contactName')} autoComplete="name" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`E-mail address`} required error={errorOf('email')}>
            <Input {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
          </FormField>
          <FormField label={t`Phone number`} required error={errorOf('phone')} helper={t`For example (555) 010-0142.`}>
            <ControlledMaskedInput control={control} name="phone" mask={PHONE_MASK} type="tel" autoComplete="tel-national" />
          </FormField>
          <FormField label={t`City`} required error={errorOf('city')}>
            <Input {...register('city')} autoComplete="address-level2" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`State`} required error={errorOf('state')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('state')} placeholder={t`Choose a state`} autoComplete="address-level1">
                {states.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField label={t`Used vehicles sold per month`} required error={errorOf('monthlyVolume')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('monthlyVolume')} placeholder={t`Choose a range`}>
              {DEALER_MONTHLY_VOLUMES.map((volume) => (
                <option key={volume} value={volume}>
                  {i18n._(MONTHLY_VOLUME_LABELS[volume])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={t`Anything else we should know? (optional)`}
          error={errorOf('message')}
          helper={<MessageLength length={watch('message').length} max={MESSAGE_MAX_LENGTH} />}
        >
          <Textarea {...register('message', { setValueAs: blankToEmpty })} rows={5} autoresize={false} />
        </FormField>
        <FormProblemAlert problem={problem} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={submitting} loadingText={t`Sending…`} disabled={submitting}>
          <Trans>Send enquiry</Trans>
        </Button>
      </Stack>
    </form>
  );
}
