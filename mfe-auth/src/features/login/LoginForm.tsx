import { useId, useState, type FormEvent } from 'react';
import { Button, Field, HStack, IconButton, Input, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import type { LoginStatus } from '@/features/login/login-status';
import { LoginStatusMessage } from '@/features/login/LoginStatusMessage';

export interface LoginFormProps {
  locale: Locale;
  /** Sends the credentials; resolves to the result status of spec 4.2. */
  submit: (username: string, password: string) => Promise<LoginStatus>;
  onSignedIn: () => void;
}

/** Spec 2.10: username and password (native required validation), show/hide, fields disabled during the call. */
export function LoginForm({ locale, submit, onSignedIn }: LoginFormProps) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<LoginStatus | null>(null);
  const passwordId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setStatus(null);
    try {
      const result = await submit(username, password);
      if (result === 'OK') onSignedIn();
      else setStatus(result);
    } catch {
      setStatus('ERROR');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack gap="4">
        {status && status !== 'OK' ? <LoginStatusMessage status={status} /> : null}
        <Field.Root required disabled={pending}>
          <Field.Label>
            <Trans>Username</Trans>
          </Field.Label>
          <Input
            name="username"
            autoComplete="username"
            maxLength={256}
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
              maxLength={256}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <IconButton
              variant="outline"
              aria-label={showPassword ? t`Hide password` : t`Show password`}
              aria-pressed={showPassword}
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
        <Stack gap="1" fontSize="sm">
          <Link href={`${localizePath(pathOf('index'), locale)}?forgot-username=true`} color="brand.700">
            <Trans>Forgot username or password?</Trans>
          </Link>
          <Link href={localizePath(pathOf('enroll'), locale)} color="brand.700">
            <Trans>Create an account</Trans>
          </Link>
          <Link href={`tel:${COMPANY.supportPhone.tel}`} color="brand.700">
            <Trans>Need help? Call {COMPANY.supportPhone.display}</Trans>
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
