import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import type { ChangePasswordRequest } from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import { FormAlert, FormField } from '@/components/forms';
import { changePassword } from '@/features/account-access/api/account-access-calls';
import { CHANGE_RULES, EMPTY_CHANGE_FORM, CHANGE_FIELD_ORDER, changeFormSchema, type ChangeFormValues } from '@/features/account-access/change/change-form';
import { NewPasswordFields } from '@/features/account-access/components/NewPasswordFields';
import { PasswordInput } from '@/features/account-access/components/PasswordInput';
import { COMMON_PASSWORD_MESSAGE } from '@/features/account-access/forms/password-rules';
import { focusFirstError } from '@/features/account-access/forms/focus-first-error';
import { COMMON_PASSWORD_ERROR, SERVER_ERROR, useErrorText } from '@/features/account-access/forms/useErrorText';

type Problem = 'signedOut' | 'rateLimited' | 'failed';

/**
 * The signed-in password change: the current password, then the new one twice with its rules. The call
 * carries the session's csrf token (DESIGN); INVALID is the current password, COMMON_PASSWORD the new one.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const csrf = useAtomValue(csrfAtom);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useForm<ChangeFormValues, unknown, ChangePasswordRequest>({
    defaultValues: EMPTY_CHANGE_FORM,
    // Focus goes to the first refused field in reading order (focusFirstError).
    shouldFocusError: false,
    resolver: standardSchemaResolver<ChangeFormValues, unknown, ChangePasswordRequest>(changeFormSchema),
  });
  const { control, register, setError, setFocus, handleSubmit, formState } = form;
  const errorText = useErrorText(form, CHANGE_RULES);
  const newPassword = useWatch({ control, name: 'newPassword' });

  const fieldError = (name: keyof ChangeFormValues, message: string, type = SERVER_ERROR) => setError(name, { type, message }, { shouldFocus: true });

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    if (request.newPassword === request.currentPassword) {
      fieldError('newPassword', t`Choose a password different from your current one.`);
      return;
    }
    const result = await changePassword(request, csrf);
    if (result.kind === 'ok') {
      if (result.data.status === 'SUCCESS') onChanged();
      else if (result.data.status === 'INVALID') fieldError('currentPassword', t`This is not your current password. Check it and try again.`);
      else fieldError('newPassword', i18n._(COMMON_PASSWORD_MESSAGE), COMMON_PASSWORD_ERROR);
      return;
    }
    if (result.kind === 'invalid') {
      const named = CHANGE_FIELD_ORDER.filter((name) => name in result.fields);
      if (named[0]) {
        fieldError(named[0], i18n._(CHANGE_RULES[named[0]]));
        return;
      }
    }
    setProblem(result.kind === 'unauthenticated' ? 'signedOut' : result.kind === 'rateLimited' ? 'rateLimited' : 'failed');
  }, (errors) => focusFirstError(errors, CHANGE_FIELD_ORDER, setFocus));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={formState.isSubmitting}>
      <Stack gap="6" maxW="lg">
        <FormField label={t`Current password`} required error={errorText('currentPassword')} helper={<Trans>The password you log in with today.</Trans>}>
          <PasswordInput {...register('currentPassword')} autoComplete="current-password" toggleLabel={t`Show the current password`} />
        </FormField>
        <NewPasswordFields
          passwordLabel={t`New password`}
          password={newPassword}
          passwordField={register('newPassword')}
          repeatField={register('confirmPassword')}
          passwordError={errorText('newPassword')}
          commonRejected={formState.errors.newPassword?.type === COMMON_PASSWORD_ERROR}
          repeatError={errorText('confirmPassword')}
        />
        {problem === 'signedOut' ? <FormAlert title={<Trans>Your session has ended. Log in again to change your password.</Trans>} /> : null}
        {problem === 'rateLimited' ? <FormAlert title={<Trans>Too many attempts. Wait a few minutes, then try again.</Trans>} /> : null}
        {problem === 'failed' ? (
          <FormAlert title={<Trans>Something went wrong and your password was not changed.</Trans>}>
            <Trans>Check your connection and try again.</Trans>
          </FormAlert>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={formState.isSubmitting} loadingText={t`Saving…`}>
          <Trans>Change my password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
