import { useMemo } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { API_ERROR_CODES } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { useApiForm } from 'shared-ui/forms';
import { resetPasswordMutationOptions } from '@/features/account-access/api/post-reset-password';
import { NewPasswordFields } from '@/features/account-access/components/NewPasswordFields';
import { PasswordNotChangedAlert } from '@/features/account-access/components/PasswordNotChangedAlert';
import { accountFieldError, markAnswer } from '@/features/account-access/forms/field-errors';
import {
  EMPTY_RESET_FORM,
  RESET_FIELD_ORDER,
  RESET_NAMED_TEXT,
  RESET_RULES,
  resetFormSchema,
  type ResetFormValues,
} from '@/features/account-access/reset/reset-form';

/** Where the link ends: the password is changed, or the link cannot be used (any more). */
export type ResetOutcome = 'changed' | 'expired' | 'invalid';

/**
 * The new password of /reset-password-{token} (spec 2.3), typed twice with the rules on screen. COMMON_PASSWORD
 * keeps the link usable (the server checks before spending it), so the visitor simply picks another.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (outcome: ResetOutcome) => void }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => resetFormSchema(token), [token]);
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema,
    defaultValues: EMPTY_RESET_FORM,
    fieldOrder: RESET_FIELD_ORDER,
    mutation: {
      ...resetPasswordMutationOptions(),
      onError: (error) => {
        // A 400 about anything but the password is about the link's token: the link is not valid.
        if (isApiError(error, API_ERROR_CODES.invalid) && error.status === 400 && !Object.hasOwn(error.fields, 'password')) onDone('invalid');
      },
    },
    onSuccess: (answer) => {
      if (answer.status === API_ERROR_CODES.commonPassword) markAnswer(form.setError, ['password'], answer.status);
      else onDone(answer.status === 'SUCCESS' ? 'changed' : 'expired');
    },
  });
  const { control, register, getValues, formState } = form;
  const errorText = (name: keyof ResetFormValues) =>
    accountFieldError(i18n, formState.errors[name], getValues(name), RESET_RULES[name], RESET_NAMED_TEXT);
  const password = useWatch({ control, name: 'password' });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
      <Stack gap="6" maxW="lg">
        <NewPasswordFields
          passwordLabel={t`New password`}
          password={password}
          passwordField={register('password')}
          repeatField={register('confirmPassword')}
          passwordError={errorText('password')}
          commonRejected={formState.errors.password?.message === API_ERROR_CODES.commonPassword}
          repeatError={errorText('confirmPassword')}
        />
        <PasswordNotChangedAlert problem={problem} />
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={submitting} loadingText={t`Saving…`}>
          <Trans>Save my new password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
