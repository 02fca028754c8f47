import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { API_ERROR_CODES, LIMITS, guestLookupRequestSchema, type GuestLookupRequest, type GuestLookupResponse, type Locale } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { FormField, ProblemAlert, useSpentCaptcha } from 'shared-ui';
import { CaptchaField, ControlledMaskedInput, fieldErrorText, useApiForm } from 'shared-ui/forms';
import { postGuestLookup } from '@/features/payments/guest/guest-api';

const FIELD_ORDER = ['accountNumber', 'lastName', 'zipCode', 'ssnLastFour', 'captchaToken'] as const;
type TypedField = Exclude<(typeof FIELD_ORDER)[number], 'captchaToken'>;

const RULES = {
  accountNumber: msg`Enter your account number, digits only.`,
  lastName: msg`Enter your last name as it appears on your loan (up to 100 characters).`,
  zipCode: msg`Enter the 5-digit ZIP code of your billing address.`,
  ssnLastFour: msg`Enter the last 4 digits of your Social Security number.`,
};

export interface GuestLookupStepProps {
  locale: Locale;
  /** What was typed before (back from a later step): kept, never stored in the browser. */
  values: Omit<GuestLookupRequest, 'captchaToken'> | null;
  onFound: (answer: GuestLookupResponse, values: Omit<GuestLookupRequest, 'captchaToken'>) => void;
}

/**
 * Step 1 of a guest payment (docs/decisions/058): the loan as its statement names it, the SSN's last four and the
 * security check. Any mismatch gets one answer, said once above the button: which detail was wrong is not told.
 */
export function GuestLookupStep({ locale, values, onFound }: GuestLookupStepProps) {
  const { t, i18n } = useLingui();
  const [captchaKey, renewCaptcha] = useSpentCaptcha(() => form.setValue('captchaToken', ''));
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: guestLookupRequestSchema,
    defaultValues: { accountNumber: '', lastName: '', zipCode: '', ssnLastFour: '', ...values, captchaToken: '' },
    fieldOrder: FIELD_ORDER,
    formProps: { shouldFocusError: true },
    // Whatever the answer, the captcha was spent.
    mutation: { mutationKey: ['guest-payment', 'lookup'], mutationFn: postGuestLookup, onSettled: renewCaptcha },
    onSuccess: (answer, sent) => {
      const { captchaToken: _spent, ...typed } = sent;
      onFound(answer, typed);
    },
  });
  const { control, register, watch, formState } = form;
  const errorOf = (name: TypedField) => fieldErrorText(i18n, formState.errors[name], watch(name), RULES[name]);
  const captchaToken = useWatch({ control, name: 'captchaToken' });
  const notMatched = isApiError(problem, API_ERROR_CODES.invalid);
  let captchaError: string | undefined;
  if (formState.errors.captchaToken) captchaError = t`Complete the security check before you continue.`;
  else if (isApiError(problem, API_ERROR_CODES.captchaInvalid) && !captchaToken) captchaError = t`The security check expired. Complete it again, then continue.`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Find your loan`}>
      <Stack gap="5">
        <Text color="gray.700">
          <Trans>All fields are required. You find them on your monthly statement.</Trans>
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t`Account number`} required error={errorOf('accountNumber')}>
            <ControlledMaskedInput control={control} name="accountNumber" mask={'#'.repeat(20)} autoComplete="off" />
          </FormField>
          <FormField label={t`Last name`} required error={errorOf('lastName')}>
            <Input {...register('lastName')} autoComplete="family-name" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`ZIP code of your billing address`} required error={errorOf('zipCode')}>
            <Input {...register('zipCode')} inputMode="numeric" autoComplete="postal-code" maxLength={10} />
          </FormField>
          <FormField label={t`Last 4 digits of your Social Security number`} required error={errorOf('ssnLastFour')}>
            <ControlledMaskedInput
              control={control}
              name="ssnLastFour"
              mask="####"
              toggleLabel={t`Show the last 4 digits of your Social Security number`}
            />
          </FormField>
        </SimpleGrid>
        <CaptchaField control={control} name="captchaToken" locale={locale} captchaKey={captchaKey} error={captchaError} />
        {notMatched ? (
          <Text role="alert" color="red.700" fontWeight="medium">
            <Trans>We could not find a loan with these details. Check them against your statement and try again.</Trans>
          </Text>
        ) : (
          <ProblemAlert
            problem={isApiError(problem, API_ERROR_CODES.captchaInvalid) ? null : problem}
            messages={{
              rateLimited: {
                title: <Trans>Too many tries in a short time</Trans>,
                body: <Trans>Please wait 15 minutes, then try again.</Trans>,
              },
            }}
          />
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={submitting} loadingText={t`Checking your details…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
