import { useState, type MouseEvent, type Ref, type RefObject } from 'react';
import { Box, Button, HStack, IconButton, Input, Link, Stack, useFieldContext, type InputProps } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_POLICY, localizePath, pathOf, type LoginRequest, type Locale } from 'shared-contracts';
import { CaptchaWidget, FormField, UsernameInput } from 'shared-ui';
import { fieldErrorText, type ApiForm } from 'shared-ui/forms';
import type { LoginOutcome, LoginResult } from '@/features/login/login-status';
import type { LoginFlow } from '@/features/login/useLoginFlow';
import { LoginStatusMessage } from '@/features/login/LoginStatusMessage';

export interface LoginFormProps {
  locale: Locale;
  /** The form recipe of the login flow: fields, submit, and whether the call runs (spec 2.10: fields disabled). */
  login: ApiForm<LoginRequest, LoginRequest, LoginOutcome>;
  /** The last result to show (spec 8.1), or none. */
  result: LoginResult | null;
  /** The result's message, focused when the form comes back after the code step. */
  resultRef?: Ref<HTMLDivElement>;
  resending: boolean;
  /** The step-up's captcha (docs/decisions/049), once the server asked for it. */
  captcha: LoginFlow['captcha'];
  usernameRef?: RefObject<HTMLInputElement | null>;
  onResendVerification: () => void;
  onForgotCredentials: () => void;
  onForgotAccount: () => void;
  /** Called as the create-account link navigates to /enroll. */
  onCreateAccount: () => void;
  /** "Sign in with a passkey" (docs/decisions/052): no username typed; the fields are left as they are. */
  onPasskey?: () => void;
  /** The passkey sign-in runs: both ways in wait. */
  passkeyPending?: boolean;
}

const RULES = {
  username: msg`Enter your username.`,
  password: msg`Enter your password.`,
};

/**
 * The password with its show/hide toggle (spec 2.10). The toggle is named by what it does next, "Show
 * password" or "Hide password", as the login has always said; shared-ui's SecretInput keeps one name.
 */
function PasswordInput({ ref, disabled, ...input }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useLingui();
  const field = useFieldContext();
  const [shown, setShown] = useState(false);
  return (
    <HStack gap="1" width="full">
      <Input {...input} ref={ref} disabled={disabled} type={shown ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} />
      <IconButton
        type="button"
        variant="outline"
        aria-label={shown ? t`Hide password` : t`Show password`}
        aria-pressed={shown}
        aria-controls={field?.ids.control}
        onClick={() => setShown((value) => !value)}
        disabled={disabled}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </IconButton>
    </HStack>
  );
}

/**
 * Spec 2.10 / 5: username and password, required with the browser's own messages, show/hide password, fields
 * disabled during the call, and the links to recovery and enrolment.
 */
export function LoginForm({
  locale,
  login,
  result,
  resultRef,
  resending,
  captcha,
  usernameRef,
  onResendVerification,
  onForgotCredentials,
  onForgotAccount,
  onCreateAccount,
  onPasskey,
  passkeyPending = false,
}: LoginFormProps) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, submitting: loggingIn } = login;
  const submitting = loggingIn || passkeyPending;
  const errorOf = (name: 'username' | 'password') => fieldErrorText(i18n, form.formState.errors[name], form.getValues(name), RULES[name]);
  const { ref: registerUsername, ...username } = form.register('username');

  const opensDialog = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="4">
        {/* role=alert: announced as it appears (the form clears it at each attempt). */}
        {result ? (
          // Focusable by script only: no focus ring on a message.
          <Box ref={resultRef} tabIndex={-1} outline="none">
            <LoginStatusMessage
              status={result.status}
              retryAfterMinutes={result.retryAfterMinutes}
              onResend={onResendVerification}
              resending={resending}
            />
          </Box>
        ) : null}
        {/* `required` on the inputs, not on FormField: the browser's messages (spec 5), no asterisk in the label. */}
        <FormField label={t`Username`} error={errorOf('username')}>
          <UsernameInput
            {...username}
            ref={(element) => {
              registerUsername(element);
              if (usernameRef) usernameRef.current = element;
            }}
            required
            disabled={submitting}
          />
        </FormField>
        <FormField label={t`Password`} error={errorOf('password')}>
          <PasswordInput {...form.register('password')} required disabled={submitting} autoComplete="current-password" maxLength={PASSWORD_POLICY.maxLength} />
        </FormField>
        {captcha ? <CaptchaWidget key={captcha.key} locale={locale} onToken={captcha.onToken} /> : null}
        <Button
          type="submit"
          colorPalette="brand"
          loading={loggingIn}
          loadingText={t`Logging in…`}
          disabled={submitting || (captcha !== null && !captcha.solved)}
        >
          <Trans>Log in</Trans>
        </Button>
        {onPasskey ? (
          <Button
            type="button"
            variant="outline"
            borderColor="brand.700"
            onClick={onPasskey}
            loading={passkeyPending}
            loadingText={t`Waiting for your passkey…`}
            disabled={submitting}
          >
            <KeyRound aria-hidden />
            <Trans>Sign in with a passkey</Trans>
          </Button>
        ) : null}
        <Stack gap="1" fontSize="sm" align="start">
          <Link href="?forgot-username=true" color="brand.700" onClick={opensDialog(onForgotCredentials)}>
            <Trans>Forgot username or password?</Trans>
          </Link>
          <Link href="#forgot-account" color="brand.700" onClick={opensDialog(onForgotAccount)}>
            <Trans>Forgot account number?</Trans>
          </Link>
          <Link asChild color="brand.700">
            <RouterLink to={localizePath(pathOf('enroll'), locale)} onClick={onCreateAccount}>
              <Trans>Create an account</Trans>
            </RouterLink>
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
