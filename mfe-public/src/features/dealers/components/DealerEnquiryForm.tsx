import { useMemo } from 'react';
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEALER_MONTHLY_VOLUMES, LIMITS, MESSAGE_MAX_LENGTH, PHONE_MASK, US_STATES, dealerEnquiryRequestSchema, type Locale } from 'shared-contracts';
import { FormField, MessageLength, SelectInput } from 'shared-ui';

import { ControlledMaskedInput, blankToEmpty } from 'shared-ui/forms';
import { TeamFormEnd } from '@/components/team-form/TeamFormEnd';
import { useTeamForm } from '@/components/team-form/useTeamForm';
import { dealerEnquiryMutationOptions } from '@/features/dealers/api/post-dealer-enquiry';
import { US_STATE_NAMES } from '@/features/dealers/components/us-states';
import { MONTHLY_VOLUME_LABELS } from '@/features/dealers/components/volume-labels';

/** What the dealer fills in; the submission id and the locale are added when it is sent. */
const enquiryFormSchema = dealerEnquiryRequestSchema.omit({ submissionId: true, locale: true });
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
 * The dealer enquiry of spec 2.2 /dealers, a message to a team (`useTeamForm`): checked with the shared schema
 * before anything is sent, then the dealer thank-you page in the same language.
 */
export function DealerEnquiryForm({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting, errorOf } = useTeamForm({
    schema: enquiryFormSchema,
    defaultValues: { dealershipName: '', contactName: '', email: '', phone: '', city: '', message: '' },
    fieldOrder: FIELD_ORDER,
    rules: RULES,
    locale,
    attempt: 'dealer-enquiry',
    mutation: dealerEnquiryMutationOptions,
    thankYou: 'dealersThankYou',
  });
  const { register, control, watch } = form;
  const states = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return US_STATES.map((code) => ({ value: code, label: i18n._(US_STATE_NAMES[code]) })).sort((a, b) => collator.compare(a.label, b.label));
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
            {/* type="text": HTML allows "tel-national" (the number without +1) on text inputs only; the mask brings the digit keyboard. */}
            <ControlledMaskedInput control={control} name="phone" mask={PHONE_MASK} type="text" autoComplete="tel-national" />
          </FormField>
          <FormField label={t`City`} required error={errorOf('city')}>
            <Input {...register('city')} autoComplete="address-level2" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`State`} required error={errorOf('state')}>
            <SelectInput {...register('state')} placeholder={t`Choose a state`} autoComplete="address-level1" options={states} />
          </FormField>
        </SimpleGrid>
        <FormField label={t`Used vehicles sold per month`} required error={errorOf('monthlyVolume')}>
          <SelectInput
            {...register('monthlyVolume')}
            placeholder={t`Choose a range`}
            options={DEALER_MONTHLY_VOLUMES.map((volume) => ({ value: volume, label: i18n._(MONTHLY_VOLUME_LABELS[volume]) }))}
          />
        </FormField>
        <FormField
          label={t`Anything else we should know? (optional)`}
          error={errorOf('message')}
          helper={<MessageLength length={watch('message').length} max={MESSAGE_MAX_LENGTH} />}
        >
          <Textarea {...register('message', { setValueAs: blankToEmpty })} rows={5} autoresize={false} />
        </FormField>
        <TeamFormEnd
          problem={problem}
          submitting={submitting}
          notSentTitle={<Trans>We could not send your enquiry</Trans>}
          rateLimitedTitle={<Trans>You have sent several enquiries in a short time</Trans>}
          submitLabel={<Trans>Send enquiry</Trans>}
        />
      </Stack>
    </form>
  );
}
