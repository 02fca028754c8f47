import { Button, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { LINK_LIFETIME_MINUTES, recoverySearch, type Locale } from 'shared-contracts';
import { LinkLifetime } from '@/features/account-access/components/LinkLifetime';
import { LogInAction } from '@/features/account-access/components/LogInAction';
import { ResultPanel } from '@/features/account-access/components/ResultPanel';
import type { ResetOutcome } from '@/features/account-access/reset/ResetPasswordForm';

/** Opens mfe-auth's forgot username / password dialog on its password tab (spec 2.11's query flag). */
function RequestNewLink() {
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to={recoverySearch('password')}>
        <Trans>Request a new link</Trans>
      </RouterLink>
    </Button>
  );
}

/** What /reset-password-{token} shows once the link has been used, or could not be. */
export function ResetResult({ outcome, locale, focus }: { outcome: ResetOutcome | 'reopen'; locale: Locale; focus: boolean }) {
  const lifetime = <LinkLifetime minutes={LINK_LIFETIME_MINUTES.passwordReset} />;
  switch (outcome) {
    case 'changed':
      return (
        <ResultPanel tone="success" focusOnMount={focus} title={<Trans>Your password is changed</Trans>} actions={<LogInAction locale={locale} />}>
          <Text>
            <Trans>
              Log in with your new password. For your security, we signed you out on every device and sent a notice to your
              e-mail address.
            </Trans>
          </Text>
        </ResultPanel>
      );
    case 'expired':
      return (
        <ResultPanel tone="expired" focusOnMount={focus} title={<Trans>This link has expired or was already used</Trans>} actions={<RequestNewLink />}>
          <Text>
            <Trans>A password reset link works once, for {lifetime}. Ask for a new one and use it within {lifetime}.</Trans>
          </Text>
        </ResultPanel>
      );
    case 'reopen':
      // The address of a reset page loaded again after its token left the address bar (docs/decisions/053).
      return (
        <ResultPanel tone="expired" focusOnMount={focus} title={<Trans>Open the link from our e-mail again</Trans>} actions={<RequestNewLink />}>
          <Text>
            <Trans>
              For your security, the code in the link is removed from the address bar as soon as the page opens, so this
              address no longer works. If you have not set a new password yet, open the link in our e-mail again, or ask for a
              new one.
            </Trans>
          </Text>
        </ResultPanel>
      );
    case 'invalid':
      return (
        <ResultPanel tone="broken" focusOnMount={focus} title={<Trans>This link is not valid</Trans>} actions={<RequestNewLink />}>
          <Text>
            <Trans>Part of the address may be missing. Open the link straight from our e-mail, or ask for a new one.</Trans>
          </Text>
        </ResultPanel>
      );
  }
}
