import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { API_ERROR_CODES } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { FormAlert, FormField, SecretInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { changePasswordMutationOptions } from '@/features/account-access/api/post-change-password';
import {
  CHANGE_ANSWER_FIELDS,
  CHANGE_FIELD_ORDER,
  CHANGE_NAMED_TEXT,
  CHANGE_RULES,
  EMPTY_CHANGE_FORM,
  changeFormSchema,
  type ChangeFormValues,
} from '@/features/account-access/change/change-form';
import { NewPasswordFields } from '@/features/account-access/components/NewPasswordFields';
import { PasswordNotChangedAlert } from '@/features/account-access/components/PasswordNotChangedAlert';
import { accountFieldError, markAnswer } from '@/features/account-access/forms/field-errors';

/**
 * The signed-in password change of /change-password (spec 2.2): the current password, then the new one twice
 * with its rules. The API client adds the session's csrf token; INVALID is shown at the current password,
 * COMMON_PASSWORD at the new one, and a session that ended meanwhile (401) says to log in again.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: changeFormSchema,
    defaultValues: EMPTY_CHANGE_FORM,
    fieldOrder: CHANGE_FIELD_ORDER,
    mutation: changePasswordMutationOptions(),
    onSuccess: (answer) => {
      if (answer.status === 'SUCCESS') onChanged();
      else markAnswer(form.setError, CHANGE_ANSWER_FIELDS[answer.status] ?? [], answer.status);
    },
  });
  const { control, register, getValues, formState } = form;
  const errorText = (name: keyof ChangeFormValues) =>
    accountFieldError(i18n, formState.errors[name], getValues(name), CHANGE_RULES[name], CHANGE_NAMED_TEXT);
  const newPassword = useWatch({ control, name: 'newPassword' });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
      <Stack gap="6" maxW="lg">
        <FormField label={t`Current password`} required error={errorText('currentPassword')} helper={<Trans>The password you log in with today.</Trans>}>
          <SecretInput {...register('currentPassword')} autoComplete="current-password" toggleLabel={t`Show the current password`} />
        </FormField>
        <NewPasswordFields
          passwordLabel={t`New password`}
          password={newPassword}
          passwordField={register('newPassword')}
          repeatField={register('confirmPassword')}
          passwordError={errorText('newPassword')}
          commonRejected={formState.errors.newPassword?.message === API_ERROR_CODES.commonPassword}
          repeatError={errorText('confirmPassword')}
        />
        {isApiError(problem, API_ERROR_CODES.unauthenticated) ? (
          <FormAlert title={<Trans>Your session has ended. Log in again to change your password.</Trans>} />
        ) : (
          <PasswordNotChangedAlert problem={problem} />
        )}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={submitting} loadingText={t`Saving…`}>
          <Trans>Change my password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
