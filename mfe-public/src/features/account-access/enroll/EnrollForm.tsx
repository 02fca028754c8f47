import { useState } from 'react';
import { Button, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LIMITS, USERNAME_MIN_LENGTH, US_DATE_MASK, type CreateAccountRequest } from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import { FormAlert, FormField, MaskedInput } from '@/components/forms';
import { createAccount } from '@/features/account-access/api/account-access-calls';
import { NewPasswordFields } from '@/features/account-access/components/NewPasswordFields';
import { SecretMaskedInput } from '@/features/account-access/components/SecretMaskedInput';
import { AlreadyEnrolledAlert } from '@/features/account-access/enroll/AlreadyEnrolledAlert';
import {
  ACCOUNT_NUMBER_MASK,
  EMPTY_ENROLL_FORM,
  ENROLL_FIELD_ORDER,
  ENROLL_RULES,
  IDENTITY_FIELDS,
  SSN_LAST_FOUR_MASK,
  enrollFormSchema,
  type EnrollFormValues,
} from '@/features/account-access/enroll/enroll-form';
import { COMMON_PASSWORD_MESSAGE } from '@/features/account-access/forms/password-rules';
import { focusFirstError } from '@/features/account-access/forms/focus-first-error';
import { COMMON_PASSWORD_ERROR, SERVER_ERROR, useErrorText } from '@/features/account-access/forms/useErrorText';

/** A message about the whole form, above its button; the typed values stay. */
type Problem = 'notMatched' | 'alreadyEnrolled' | 'checkFields' | 'rateLimited' | 'failed';

export interface EnrollFormProps {
  /** SUCCESS: the user exists and the verification link is on its way. */
  onEnrolled: () => void;
}

/**
 * The enrolment form of /enroll and /create-account (spec 2.2): the loan's identity (account number, last
 * name, SSN last four, date of birth) and the new online access (e-mail, username, password). Every rule is
 * on screen before the first submit; the shared schema checks the fields before any request; the server's
 * answer is shown at the field it is about.
 */
export function EnrollForm({ onEnrolled }: EnrollFormProps) {
  const { t, i18n } = useLingui();
  const csrf = useAtomValue(csrfAtom);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useForm<EnrollFormValues, unknown, CreateAccountRequest>({
    defaultValues: EMPTY_ENROLL_FORM,
    // Focus goes to the first refused field in reading order (focusFirstError).
    shouldFocusError: false,
    resolver: standardSchemaResolver<EnrollFormValues, unknown, CreateAccountRequest>(enrollFormSchema),
  });
  const { control, register, setError, setFocus, handleSubmit, formState } = form;
  const errorText = useErrorText(form, ENROLL_RULES);
  const [password, username] = useWatch({ control, name: ['password', 'username'] });

  const serverError = (name: keyof EnrollFormValues, message: string, shouldFocus = true, type = SERVER_ERROR) =>
    setError(name, { type, message }, { shouldFocus });

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    const result = await createAccount(request, csrf);
    if (result.kind === 'ok') {
      switch (result.data.status) {
        case 'SUCCESS':
          onEnrolled();
          return;
        case 'INVALID': {
          setProblem('notMatched');
          const message = t`Check this against your statement or loan contract.`;
          // Focus the first of the four: the visitor reads the fields from the top.
          IDENTITY_FIELDS.forEach((name, index) => serverError(name, message, index === 0));
          return;
        }
        case 'ALREADY_ENROLLED':
          setProblem('alreadyEnrolled');
          return;
        case 'USERNAME_TAKEN':
          serverError('username', t`This username is already taken. Choose another one.`);
          return;
        case 'COMMON_PASSWORD':
          serverError('password', i18n._(COMMON_PASSWORD_MESSAGE), true, COMMON_PASSWORD_ERROR);
          return;
      }
    }
    if (result.kind === 'invalid') {
      const named = ENROLL_FIELD_ORDER.filter((name) => name in result.fields);
      // The field's own rule: the server's wording is for developers.
      named.forEach((name, index) => serverError(name, i18n._(ENROLL_RULES[name]), index === 0));
      setProblem(named.length > 0 ? null : 'checkFields');
      return;
    }
    setProblem(result.kind === 'rateLimited' ? 'rateLimited' : 'failed');
  }, (errors) => focusFirstError(errors, ENROLL_FIELD_ORDER, setFocus));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={formState.isSubmitting}>
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
                <Controller
                  control={control}
                  name="accountNumber"
                  render={({ field }) => (
                    <MaskedInput
                      ref={field.ref}
                      name={field.name}
                      mask={ACCOUNT_NUMBER_MASK}
                      autoComplete="off"
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
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
                <Controller
                  control={control}
                  name="ssnLastFour"
                  render={({ field }) => (
                    <SecretMaskedInput
                      ref={field.ref}
                      name={field.name}
                      mask={SSN_LAST_FOUR_MASK}
                      toggleLabel={t`Show the last 4 digits of your Social Security number`}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
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
                      value={field.value}
                      onValueChange={field.onChange}
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
                <Input
                  {...register('username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={LIMITS.usernameMax}
                />
              </FormField>
              <NewPasswordFields
                passwordLabel={t`Password`}
                password={password}
                username={username}
                passwordField={register('password')}
                repeatField={register('confirmPassword')}
                passwordError={errorText('password')}
                commonRejected={formState.errors.password?.type === COMMON_PASSWORD_ERROR}
                repeatError={errorText('confirmPassword')}
              />
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>

        <ProblemAlert problem={problem} />

        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={formState.isSubmitting} loadingText={t`Creating your account…`}>
          <Trans>Create my account</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function ProblemAlert({ problem }: { problem: Problem | null }) {
  switch (problem) {
    case null:
      return null;
    case 'alreadyEnrolled':
      return <AlreadyEnrolledAlert />;
    case 'notMatched':
      return (
        <FormAlert title={<Trans>We could not match these details to a loan.</Trans>}>
          <Trans>
            Check your account number, last name, the last 4 digits of your Social Security number and your date of birth
            against your statement or loan contract.
          </Trans>
        </FormAlert>
      );
    case 'checkFields':
      return <FormAlert title={<Trans>Some details were not accepted. Check each field and try again.</Trans>} />;
    case 'rateLimited':
      return <FormAlert title={<Trans>Too many attempts. Wait a few minutes, then try again.</Trans>} />;
    case 'failed':
      return (
        <FormAlert title={<Trans>Something went wrong and your account was not created.</Trans>}>
          <Trans>Your details are still here. Check your connection and try again.</Trans>
        </FormAlert>
      );
  }
}
