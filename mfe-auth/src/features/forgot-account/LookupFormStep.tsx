import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_ERROR_CODES, CLIENT_ERROR_CODES, LIMITS, SSN_MASK, US_DATE_MASK, type Locale, type LookupStep1Response } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { CaptchaWidget, FormAlert, FormField, useSpentCaptcha } from 'shared-ui';
import { ControlledMaskedInput, fieldErrorText, useApiForm } from 'shared-ui/forms';
import { FailureAlert } from '@/components/FailureAlert';
import { lookupStep1MutationOptions } from '@/features/forgot-account/api/post-lookup-step1';
import {
  EMPTY_LOOKUP_FORM,
  LOOKUP_RULES,
  LOOKUP_TYPED_FIELDS,
  isImpossibleDateOfBirth,
  isLookupFormFilled,
  lookupFormSchema,
  type LookupTypedField,
} from '@/features/forgot-account/lookup-form';

/**
 * Step 1 (spec 4.4, 5): names up to 100, the SSN masked ###-##-#### and hidden, the date of birth MM/DD/YYYY, and
 * a captcha (docs/decisions/007: each try of an identity costs one), renewed after every request.
 */
export function LookupFormStep({ locale, onFound }: { locale: Locale; onFound: (answer: LookupStep1Response) => void }) {
  const { t, i18n } = useLingui();
  const [captchaKey, renewCaptcha] = useSpentCaptcha(() => form.setValue('captchaToken', ''));
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: lookupFormSchema,
    defaultValues: EMPTY_LOOKUP_FORM,
    fieldOrder: LOOKUP_TYPED_FIELDS,
    mutation: { ...lookupStep1MutationOptions(), onSettled: renewCaptcha },
    onSuccess: onFound,
  });
  const values = form.watch();
  const { errors } = form.formState;
  const errorOf = (name: LookupTypedField) => fieldErrorText(i18n, errors[name], values[name], LOOKUP_RULES[name]);
  const dobImpossible = isImpossibleDateOfBirth(values.dob);
  const canContinue = isLookupFormFilled(values) && !dobImpossible && !submitting;

  // Spec 8.4: HTTP 400 is "account data is invalid" (with the fields it names marked); a status word other
  // than SUCCESS is shown by its code; anything else is "something went wrong".
  // A captcha refused (spent, expired) is no verdict on the data: "something went wrong", with a fresh captcha.
  const captchaRefused = isApiError(problem) && problem.code === API_ERROR_CODES.captchaInvalid;
  const refused = Object.values(errors).some((error) => error?.type === 'server') || (isApiError(problem) && problem.status === 400 && !captchaRefused);
  const status = isApiError(problem) && problem.kind === 'answer' && problem.code !== CLIENT_ERROR_CODES.badAnswer ? problem.code : null;
  let alert;
  if (refused) alert = <FormAlert title={t`The account data is invalid. Check your details and try again.`} />;
  else if (status && !captchaRefused) alert = <FormAlert title={t`The account lookup failed with status ${status}.`} />;
  else alert = <FailureAlert problem={problem} />;

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="4">
        <Text>
          <Trans>Enter your details as they appear on your loan to find your account number.</Trans>
        </Text>
        {alert}
        {/* `required` on the inputs, not on FormField: native validation without an asterisk in the label. */}
        <FormField label={t`First name`} error={errorOf('firstName')}>
          <Input {...form.register('firstName')} required disabled={submitting} autoComplete="given-name" maxLength={LIMITS.nameMax} />
        </FormField>
        <FormField label={t`Last name`} error={errorOf('lastName')}>
          <Input {...form.register('lastName')} required disabled={submitting} autoComplete="family-name" maxLength={LIMITS.nameMax} />
        </FormField>
        <FormField label={t`Social security number`} error={errorOf('ssn')}>
          <ControlledMaskedInput
            control={form.control}
            name="ssn"
            mask={SSN_MASK}
            toggleLabel={t`Show social security number`}
            placeholder={SSN_MASK.replace(/#/g, '0')}
            required
            disabled={submitting}
          />
        </FormField>
        <FormField
          label={t`Date of birth`}
          error={dobImpossible ? i18n._(LOOKUP_RULES.dob) : errorOf('dob')}
          helper={dobImpossible ? undefined : t`MM/DD/YYYY`}
        >
          <ControlledMaskedInput
            control={form.control}
            name="dob"
            mask={US_DATE_MASK}
            autoComplete="off"
            placeholder={t`MM/DD/YYYY`}
            required
            disabled={submitting}
          />
        </FormField>
        <CaptchaWidget key={captchaKey} locale={locale} onToken={(token) => form.setValue('captchaToken', token ?? '')} />
        <Button type="submit" colorPalette="brand" disabled={!canContinue} loading={submitting} loadingText={t`Looking up…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
