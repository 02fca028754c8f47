import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { Button, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useWatch } from 'react-hook-form';
import { API_ERROR_CODES, LIMITS, USERNAME_MIN_LENGTH, US_DATE_MASK, type Locale } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { FormField, MaskedInput, UsernameInput, useSpentCaptcha } from 'shared-ui';
import { CaptchaField, ControlledMaskedInput, useApiForm } from 'shared-ui/forms';
import { createAccountMutationOptions } from '@/features/account-access/api/post-create-account';
import { NewPasswordFields } from '@/features/account-access/components/NewPasswordFields';
import { EnrollFormAlerts, type EnrollOutcome } from '@/features/account-access/enroll/EnrollFormAlerts';
import type { CodeChallenge, ResumedEnrolment } from '@/features/account-access/enroll/enroll-flow';
import {
  ACCOUNT_NUMBER_MASK,
  EMPTY_ENROLL_FORM,
  ENROLL_ANSWER_FIELDS,
  ENROLL_ANSWER_TEXT,
  ENROLL_FIELD_ORDER,
  ENROLL_RULES,
  SSN_LAST_FOUR_MASK,
  enrollFormSchema,
  heldDateOfBirth,
  shownDateOfBirth,
  type EnrollFormValues,
  type EnrollTypedField,
} from '@/features/account-access/enroll/enroll-form';
import { accountFieldError, markAnswer } from '@/features/account-access/forms/field-errors';

export interface EnrollFormProps {
  locale: Locale;
  /** Back from the code step: the values typed before it, and why the form is shown again. */
  resumed?: ResumedEnrolment;
  /** CODE_REQUIRED: the code step takes over; what was typed goes with it, to come back if the form must. */
  onCodeRequired: (challenge: CodeChallenge, values: EnrollFormValues) => void;
}

/**
 * The enrolment form of /enroll and /create-account (spec 2.2): the loan's identity (account number, last
 * name, SSN last four, date of birth), the new online access (e-mail, username, password) and a captcha. Every
 * rule is on screen before the first submit; the shared schema checks the fields before any request; the
 * server's answer is shown at the field it is about. Nothing is created here: a code sent to the loan's own
 * address or phone confirms the enrolment (docs/decisions/032).
 */
export function EnrollForm({ locale, resumed, onCodeRequired }: EnrollFormProps) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<EnrollOutcome | null>(resumed?.reason === 'expired' ? 'expired' : null);
  const [captchaKey, renewCaptcha] = useSpentCaptcha(() => form.setValue('captchaToken', ''));
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: enrollFormSchema,
    defaultValues: resumed?.values ?? EMPTY_ENROLL_FORM,
    fieldOrder: ENROLL_FIELD_ORDER,
    // react-hook-form would focus the first refused field in the order the fields registered, which puts the
    // typed fields before the masked ones (the account number comes first on screen): `submit` focuses instead.
    formProps: { shouldFocusError: false },
    // A new attempt starts without the last answer's message; whatever the answer, the captcha was spent.
    mutation: { ...createAccountMutationOptions(), onMutate: () => setOutcome(null), onSettled: renewCaptcha },
    onSuccess: (answer) => {
      if (answer.status === API_ERROR_CODES.codeRequired) {
        onCodeRequired({ token: answer.token, options: answer.maskedCodeOptions }, { ...form.getValues(), captchaToken: '' });
        return;
      }
      // INVALID marks the four loan details, the focus on the first: the visitor reads the fields from the top.
      markAnswer(form.setError, ENROLL_ANSWER_FIELDS[answer.status] ?? [], answer.status);
      if (answer.status === API_ERROR_CODES.invalid) setOutcome('notMatched');
    },
  });
  const { control, register, getValues, formState } = form;
  const errorText = (name: EnrollTypedField) =>
    accountFieldError(i18n, formState.errors[name], getValues(name), ENROLL_RULES[name], ENROLL_ANSWER_TEXT);
  const [password, username, captchaToken] = useWatch({ control, name: ['password', 'username', 'captchaToken'] });

  // Back from the code step, the keyboard starts at what brought the visitor back: the taken username, or the
  // message that the code step expired (above the captcha and the button, the way on).
  const expiredRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resumed?.reason === 'usernameTaken') markAnswer(form.setError, ['username'], API_ERROR_CODES.usernameTaken);
    if (resumed?.reason === 'expired') expiredRef.current?.focus();
  }, [resumed, form]);
  // No submit has run yet on a resumed form, so nothing would check the username again as it changes.
  const takenUsername = resumed?.reason === 'usernameTaken' ? resumed.values.username : null;
  useEffect(() => {
    if (takenUsername !== null && username !== takenUsername) form.clearErrors('username');
  }, [takenUsername, username, form]);

  const submit = async (event?: BaseSyntheticEvent) => {
    await onSubmit(event);
    const first = ENROLL_FIELD_ORDER.find((name) => form.getFieldState(name).error);
    if (first) form.setFocus(first);
  };
  // A spent or expired captcha is no verdict on the details: said at the captcha until it is solved again.
  let captchaError: string | undefined;
  if (formState.errors.captchaToken) captchaError = t`Complete the security check before you create your account.`;
  else if (isApiError(problem, API_ERROR_CODES.captchaInvalid) && !captchaToken) captchaError = t`The security check expired. Complete it again, then select “Create my account”.`;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting}>
      <Stack gap="8">
        <Text color="gray.700">
          <Trans>All fields are required.</Trans>
        </Text>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold" color="brand.700">
            <Trans>Your loan</Trans>
          </Fieldset.Legend>
          <Fieldset.HelperText color="gray.700">
            <Trans>We match these details with the loan you already have with us.</Trans>
          </Fieldset.HelperText>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField
                label={t`Account number`}
                required
                error={errorText('accountNumber')}
                helper={t`Digits only. You find it on your statement or welcome letter.`}
              >
                <ControlledMaskedInput control={control} name="accountNumber" mask={ACCOUNT_NUMBER_MASK} autoComplete="off" />
              </FormField>
              <FormField label={t`Last name`} required error={errorText('lastName')} helper={t`As it appears on your loan contract.`}>
                <Input {...register('lastName')} autoComplete="family-name" maxLength={LIMITS.nameMax} />
              </FormField>
              <FormField
                label={t`Last 4 digits of your Social Security number`}
                required
                error={errorText('ssnLastFour')}
                helper={t`Four digits. Hidden as you type.`}
              >
                <ControlledMaskedInput
                  control={control}
                  name="ssnLastFour"
                  mask={SSN_LAST_FOUR_MASK}
                  toggleLabel={t`Show the last 4 digits of your Social Security number`}
                />
              </FormField>
              <FormField label={t`Date of birth`} required error={errorText('dob')} helper={t`MM/DD/YYYY, for example 04/15/1985.`}>
                <Controller
                  control={control}
                  name="dob"
                  render={({ field }) => (
                    <MaskedInput
                      ref={field.ref}
                      name={field.name}
                      mask={US_DATE_MASK}
                      autoComplete="off"
                      placeholder={t`MM/DD/YYYY`}
                      value={shownDateOfBirth(field.value)}
                      onValueChange={(typed) => field.onChange(heldDateOfBirth(typed))}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </FormField>
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold" color="brand.700">
            <Trans>Your online access</Trans>
          </Fieldset.Legend>
          <Fieldset.Content>
            <Stack gap="5">
              <FormField
                label={t`E-mail address`}
                required
                error={errorText('email')}
                helper={t`We send a link to this address to verify it, and your account notices after that.`}
              >
                <Input {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
              </FormField>
              <FormField
                label={t`Username`}
                required
                error={errorText('username')}
                helper={t`At least ${USERNAME_MIN_LENGTH} characters: letters, numbers and . _ - @ +, no spaces. Your e-mail address works too.`}
              >
                <UsernameInput {...register('username')} />
              </FormField>
              <NewPasswordFields
                passwordLabel={t`Password`}
                password={password}
                username={username}
                passwordField={register('password')}
                repeatField={register('confirmPassword')}
                passwordError={errorText('password')}
                commonRejected={formState.errors.password?.message === API_ERROR_CODES.commonPassword}
                repeatError={errorText('confirmPassword')}
              />
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>

        <EnrollFormAlerts outcome={outcome} problem={problem} expiredRef={expiredRef} />

        {/* docs/decisions/032: each try of a loan's details costs one proof of work. */}
        <CaptchaField
          control={control}
          name="captchaToken"
          locale={locale}
          captchaKey={captchaKey}
          help={<Trans>Tick the box and wait for the check mark. A new check is needed each time you send the form.</Trans>}
          error={captchaError}
        />

        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={submitting} loadingText={t`Checking your details…`}>
          <Trans>Create my account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
