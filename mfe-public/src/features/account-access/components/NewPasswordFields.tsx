import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, SecretInput } from 'shared-ui';
import { PasswordRules } from '@/features/account-access/components/PasswordRules';

export interface NewPasswordFieldsProps {
  /** "Password" at enrolment, "New password" where one is replaced. */
  passwordLabel: string;
  /** The password as typed, for the live rules. */
  password: string;
  /** The username, when the form knows it: the password may not be the username. */
  username?: string;
  passwordField: UseFormRegisterReturn;
  repeatField: UseFormRegisterReturn;
  passwordError?: string;
  repeatError?: string;
  /** The server refused the password as too common (COMMON_PASSWORD). */
  commonRejected?: boolean;
}

/** A new password and its confirmation, with the rules ticked as the visitor types. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { passwordLabel, password, username, passwordField, repeatField, passwordError, repeatError, commonRejected } = props;
  const { t } = useLingui();
  return (
    <>
      <FormField label={passwordLabel} required error={passwordError} helper={<PasswordRules password={password} username={username} commonRejected={commonRejected} />}>
        <SecretInput {...passwordField} autoComplete="new-password" toggleLabel={t`Show the new password`} />
      </FormField>
      <FormField label={t`Confirm the password`} required error={repeatError} helper={<Trans>Type the same password again.</Trans>}>
        <SecretInput {...repeatField} autoComplete="new-password" toggleLabel={t`Show the confirmed password`} />
      </FormField>
    </>
  );
}
