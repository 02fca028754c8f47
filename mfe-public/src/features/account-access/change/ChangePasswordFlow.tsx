import { useState } from 'react';
import { Button, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { SIGNED_IN_HOME, localizePath, pathOf, recoverySearch, type Locale } from 'shared-contracts';
import { ChangePasswordForm } from '@/features/account-access/change/ChangePasswordForm';
import { LogInAction } from '@/features/account-access/components/LogInAction';
import { ResultPanel } from '@/features/account-access/components/ResultPanel';
import { useSignInState } from '@/features/account-access/hooks/useSignInState';

/**
 * The body of /change-password (spec 2.2: a public route), the page's region that draws with Chakra
 * (ChangePasswordPage). Signed in: the form. Signed out: why it needs a log-in, and the way in; the page follows
 * the session as it changes.
 */
export function ChangePasswordFlow({ locale }: { locale: Locale }) {
  const signIn = useSignInState();
  const [changed, setChanged] = useState(false);
  if (changed) return <PasswordChanged locale={locale} />;
  if (signIn === 'signedIn') return <ChangePasswordForm onChanged={() => setChanged(true)} />;
  if (signIn === 'signedOut') return <SignedOut locale={locale} />;
  return (
    <HStack role="status" gap="3" py="6">
      <Spinner size="md" color="brand.700" />
      <Text>
        <Trans>Checking whether you are logged in…</Trans>
      </Text>
    </HStack>
  );
}

function PasswordChanged({ locale }: { locale: Locale }) {
  return (
    <ResultPanel
      tone="success"
      focusOnMount
      title={<Trans>Your password is changed</Trans>}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={localizePath(pathOf(SIGNED_IN_HOME), locale)}>
            <Trans>Go to my account</Trans>
          </RouterLink>
        </Button>
      }
    >
      <Text>
        <Trans>
          Use your new password the next time you log in. For your security, we signed you out on your other devices and sent a
          notice to your e-mail address.
        </Trans>
      </Text>
    </ResultPanel>
  );
}

function SignedOut({ locale }: { locale: Locale }) {
  return (
    <ResultPanel tone="signIn" title={<Trans>Log in to change your password</Trans>} actions={<LogInAction locale={locale} />}>
      <Text>
        <Trans>For your security, you can change your password only while you are logged in with your current one.</Trans>
      </Text>
      <Text>
        <Trans>
          Forgot your password?{' '}
          <Link asChild color="brand.700" textDecoration="underline" fontWeight="semibold">
            <RouterLink to={recoverySearch('password')}>Get a link to reset it</RouterLink>
          </Link>
          .
        </Trans>
      </Text>
    </ResultPanel>
  );
}
