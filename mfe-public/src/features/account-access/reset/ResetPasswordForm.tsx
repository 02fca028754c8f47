import { useMemo, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import type { ResetPasswordRequest } from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import { FormAlert } from '@/components/forms';
import { resetPassword } from '@/features/account-access/api/account-access-calls';
import { NewPasswordFields } from '@/features/account-access/components/NewPasswordFields';
import { COMMON_PASSWORD_MESSAGE } from '@/features/account-access/forms/password-rules';
import { focusFirstError } from '@/features/account-access/forms/focus-first-error';
import { COMMON_PASSWORD_ERROR, SERVER_ERROR, useErrorText } from '@/features/account-access/forms/useErrorText';
import { EMPTY_RESET_FORM, RESET_FIELD_ORDER, RESET_RULES, resetFormSchema, type ResetFormValues } from '@/features/account-access/reset/reset-form';

/** Where the link ends: the password is changed, or the link cannot be used (any more). */
export type ResetOutcome = 'changed' | 'expired' | 'invalid';

/**
 * The new password of /reset-password-{token}, typed twice with the rules on screen. COMMON_PASSWORD keeps
 * the link usable (the server checks before spending it), so the visitor simply picks another.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (outcome: ResetOutcome) => void }) {
  const { t, i18n } = useLingui();
  const csrf = useAtomValue(csrfAtom);
  const [problem, setProblem] = useState<'rateLimited' | 'failed' | null>(null);
  const schema = useMemo(() => resetFormSchema(token), [token]);
  const form = useForm<ResetFormValues, unknown, ResetPasswordRequest>({
    defaultValues: EMPTY_RESET_FORM,
    // Focus goes to the first refused field in reading order (focusFirstError).
    shouldFocusError: false,
    resolver: standardSchemaResolver<ResetFormValues, unknown, ResetPasswordRequest>(schema),
  });
  const { control, register, setError, setFocus, handleSubmit, formState } = form;
  const errorText = useErrorText(form, RESET_RULES);
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    const result = await resetPassword(request, csrf);
    if (result.kind === 'ok') {
      if (result.data.status === 'COMMON_PASSWORD') {
        setError('password', { type: COMMON_PASSWORD_ERROR, message: i18n._(COMMON_PASSWORD_MESSAGE) }, { shouldFocus: true });
      } else {
        onDone(result.data.status === 'SUCCESS' ? 'changed' : 'expired');
      }
      return;
    }
    if (result.kind === 'invalid') {
      if ('password' in result.fields) {
        setError('password', { type: SERVER_ERROR, message: i18n._(RESET_RULES.password) }, { shouldFocus: true });
      } else {
        // Anything else in the request is the link's token.
        onDone('invalid');
      }
      return;
    }
    setProblem(result.kind === 'rateLimited' ? 'rateLimited' : 'failed');
  }, (errors) => focusFirstError(errors, RESET_FIELD_ORDER, setFocus));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={formState.isSubmitting}>
      <Stack gap="6" maxW="lg">
        <NewPasswordFields
          passwordLabel={t`New password`}
          password={password}
          passwordField={register('password')}
          repeatField={register('confirmPassword')}
          passwordError={errorText('password')}
          commonRejected={formState.errors.password?.type === COMMON_PASSWORD_ERROR}
          repeatError={errorText('confirmPassword')}
        />
        {problem === 'rateLimited' ? <FormAlert title={<Trans>Too many attempts. Wait a few minutes, then try again.</Trans>} /> : null}
        {problem === 'failed' ? (
          <FormAlert title={<Trans>Something went wrong and your password was not changed.</Trans>}>
            <Trans>Check your connection and try again.</Trans>
          </FormAlert>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={formState.isSubmitting} loadingText={t`Saving…`}>
          <Trans>Save my new password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
