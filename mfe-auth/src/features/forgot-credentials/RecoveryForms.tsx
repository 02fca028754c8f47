import { Input } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, redactEmail, sendPasswordResetRequestSchema, sendUsernameRequestSchema, type Locale } from 'shared-contracts';
import { FormField, UsernameInput, useSpentCaptcha } from 'shared-ui';
import { fieldErrorText, useApiForm } from 'shared-ui/forms';
import { sendPasswordResetMutationOptions } from '@/features/forgot-credentials/api/post-send-password-reset';
import { sendUsernameMutationOptions } from '@/features/forgot-credentials/api/post-send-username';
import { RecoveryFrame } from '@/features/forgot-credentials/RecoveryFrame';

/** Spec 4.3: lookup, then username_success (with the redacted e-mail) or password_success (with the username). */
export type RecoveryStep = { step: 'lookup' } | { step: 'username_success'; redactedEmail: string } | { step: 'password_success'; username: string };

export interface RecoveryFormProps {
  locale: Locale;
  onDone: (step: RecoveryStep) => void;
}

const EMAIL_RULE = msg`Enter the e-mail address of your account, such as name@example.com.`;
const USERNAME_RULE = msg`Enter your username (up to 256 characters).`;

/** Forgot username (spec 4.3, 5): the e-mail, required, of e-mail type, at most 256 characters. */
export function UsernameRecoveryForm({ locale, onDone }: RecoveryFormProps) {
  const { t, i18n } = useLingui();
  const [captchaKey, renewCaptcha] = useSpentCaptcha(() => form.setValue('captchaToken', ''));
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: sendUsernameRequestSchema,
    defaultValues: { email: '', captchaToken: '' },
    fieldOrder: ['email'],
    mutation: { ...sendUsernameMutationOptions(), onSettled: renewCaptcha },
    // Already redacted by the server; redacting again is idempotent and guards the display (spec 5).
    onSuccess: (answer) => onDone({ step: 'username_success', redactedEmail: redactEmail(answer.email) }),
  });
  const [email, captchaToken] = form.watch(['email', 'captchaToken']);

  return (
    <RecoveryFrame
      locale={locale}
      intro={<Trans>Enter the e-mail address of your account and we will send you your username.</Trans>}
      onSubmit={onSubmit}
      problem={problem}
      submitting={submitting}
      canContinue={email.trim() !== '' && captchaToken !== '' && !submitting}
      captchaKey={captchaKey}
      onCaptchaToken={(token) => form.setValue('captchaToken', token ?? '')}
    >
      <FormField label={t`E-mail address`} error={fieldErrorText(i18n, form.formState.errors.email, email, EMAIL_RULE)}>
        <Input {...form.register('email')} type="email" required disabled={submitting} autoComplete="email" maxLength={LIMITS.emailMax} />
      </FormField>
    </RecoveryFrame>
  );
}

/** Forgot password (spec 4.3, 5): the username, required, at most 256 characters; success needs SUCCESS. */
export function PasswordRecoveryForm({ locale, onDone }: RecoveryFormProps) {
  const { t, i18n } = useLingui();
  const [captchaKey, renewCaptcha] = useSpentCaptcha(() => form.setValue('captchaToken', ''));
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: sendPasswordResetRequestSchema,
    defaultValues: { username: '', captchaToken: '' },
    fieldOrder: ['username'],
    mutation: { ...sendPasswordResetMutationOptions(), onSettled: renewCaptcha },
    onSuccess: (_answer, request) => onDone({ step: 'password_success', username: request.username }),
  });
  const [username, captchaToken] = form.watch(['username', 'captchaToken']);

  return (
    <RecoveryFrame
      locale={locale}
      intro={<Trans>Enter your username and we will e-mail you a link to reset your password.</Trans>}
      onSubmit={onSubmit}
      problem={problem}
      submitting={submitting}
      canContinue={username.trim() !== '' && captchaToken !== '' && !submitting}
      captchaKey={captchaKey}
      onCaptchaToken={(token) => form.setValue('captchaToken', token ?? '')}
    >
      <FormField label={t`Username`} error={fieldErrorText(i18n, form.formState.errors.username, username, USERNAME_RULE)}>
        <UsernameInput {...form.register('username')} required disabled={submitting} />
      </FormField>
    </RecoveryFrame>
  );
}
