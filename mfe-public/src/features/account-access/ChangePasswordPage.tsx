import { use, useState } from 'react';
import { Button, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { SIGNED_IN_HOME, localizePath, pathOf, recoverySearch, type Locale, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { ChangePasswordForm } from '@/features/account-access/change/ChangePasswordForm';
import { LogInAction } from '@/features/account-access/components/LogInAction';
import { ResultPanel } from '@/features/account-access/components/ResultPanel';
import { useSignInState } from '@/features/account-access/hooks/useSignInState';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * /change-password (spec 2.2: a public route). Signed in: the form. Signed out: why it needs a log-in, and
 * the way in; the page follows the session as it changes.
 */
export default function ChangePasswordPage({ routeId, locale }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  const signIn = useSignInState();
  const [changed, setChanged] = useState(false);
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        {changed ? (
          <PasswordChanged locale={locale} />
        ) : signIn === 'signedIn' ? (
          <ChangePasswordForm onChanged={() => setChanged(true)} />
        ) : signIn === 'signedOut' ? (
          <SignedOut locale={locale} />
        ) : (
          <HStack role="status" gap="3" py="6">
            <Spinner size="md" color="brand.700" />
            <Text>
              <Trans>Checking whether you are logged in…</Trans>
            </Text>
          </HStack>
        )}
      </PageBody>
    </>
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
