import { useId, useState, type FormEvent, type MouseEvent, type RefObject } from 'react';
import { Button, Field, HStack, IconButton, Input, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale } from 'shared-contracts';
import type { LoginResult } from '@/features/login/login-status';
import { LoginStatusMessage } from '@/features/login/LoginStatusMessage';

/** The longest username or password accepted (spec 9: e-mail and username maximum). */
export const CREDENTIAL_MAX_LENGTH = 256;

export interface LoginFormProps {
  locale: Locale;
  /** The call is under way: fields disabled, button loading (spec 2.10, 4.2). */
  pending: boolean;
  /** The last result to show (spec 8.1), or none. */
  result: LoginResult | null;
  resending: boolean;
  usernameRef?: RefObject<HTMLInputElement | null>;
  /** Sends the credentials; the password is cleared once it settles, the username kept. */
  onSubmit: (username: string, password: string) => Promise<void>;
  onResendVerification: () => void;
  onForgotCredentials: () => void;
  onForgotAccount: () => void;
  /** Called as the create-account link navigates to /enroll. */
  onCreateAccount: () => void;
}

/**
 * Spec 2.10 / 5: username and password, required with the browser's own messages (no custom validation),
 * show/hide password, fields disabled during the call, and the links to recovery and enrolment.
 */
export function LoginForm({
  locale,
  pending,
  result,
  resending,
  usernameRef,
  onSubmit,
  onResendVerification,
  onForgotCredentials,
  onForgotAccount,
  onCreateAccount,
}: LoginFormProps) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const usernameId = useId();
  const passwordId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    await onSubmit(username, password);
    setPassword('');
  };

  const opensDialog = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open();
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <Stack gap="4">
        {/* role=alert: announced as it appears (the form clears it at each attempt). */}
        {result ? (
          <LoginStatusMessage
            status={result.status}
            retryAfterMinutes={result.retryAfterMinutes}
            onResend={onResendVerification}
            resending={resending}
          />
        ) : null}
        <Field.Root required disabled={pending}>
          <Field.Label htmlFor={usernameId}>
            <Trans>Username</Trans>
          </Field.Label>
          <Input
            ref={usernameRef}
            id={usernameId}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={CREDENTIAL_MAX_LENGTH}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field.Root>
        <Field.Root required disabled={pending}>
          <Field.Label htmlFor={passwordId}>
            <Trans>Password</Trans>
          </Field.Label>
          <HStack gap="1" width="full">
            <Input
              id={passwordId}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={CREDENTIAL_MAX_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <IconButton
              type="button"
              variant="outline"
              aria-label={showPassword ? t`Hide password` : t`Show password`}
              aria-pressed={showPassword}
              aria-controls={passwordId}
              onClick={() => setShowPassword((value) => !value)}
              disabled={pending}
            >
              {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            </IconButton>
          </HStack>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={pending} loadingText={t`Logging in…`}>
          <Trans>Log in</Trans>
        </Button>
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
