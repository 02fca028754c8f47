import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LINK_LIFETIME_MINUTES, type Locale } from 'shared-contracts';
import { LinkLifetime } from '@/features/account-access/components/LinkLifetime';
import { LogInAction } from '@/features/account-access/components/LogInAction';
import { ResultPanel } from '@/features/account-access/components/ResultPanel';
import type { VerificationState } from '@/features/account-access/verify/useVerification';

/** How a visitor gets a new verification link: the NOTVERIFIED login message's resend link (spec 4.2, 8.1). */
function NewLinkHelp() {
  return (
    <Text>
      <Trans>
        To get a new link, log in with your username and password. The message that says your e-mail address is not verified has
        a “Click here” link that sends you a new one.
      </Trans>
    </Text>
  );
}

/** What /verify-email-{token} shows for each state of the verification. */
export function VerificationResult({ state, locale, onRetry }: { state: VerificationState; locale: Locale; onRetry: () => void }) {
  const retry = (
    <Button type="button" colorPalette="brand" onClick={onRetry}>
      <Trans>Try again</Trans>
    </Button>
  );
  switch (state) {
    case 'verifying':
      return (
        <HStack role="status" gap="3" py="6">
          <Spinner size="md" color="brand.700" />
          <Text fontSize="lg">
            <Trans>Verifying your e-mail address…</Trans>
          </Text>
        </HStack>
      );
    case 'verified':
      return (
        <ResultPanel tone="success" focusOnMount title={<Trans>Your e-mail address is verified</Trans>} actions={<LogInAction locale={locale} />}>
          <Text>
            <Trans>Thank you. You can now log in to see your loan, make payments and read your statements.</Trans>
          </Text>
        </ResultPanel>
      );
    case 'expired':
      return (
        <ResultPanel tone="expired" focusOnMount title={<Trans>This link has expired or was already used</Trans>} actions={<LogInAction locale={locale} />}>
          <Text>
            <Trans>
              A verification link works once, for <LinkLifetime minutes={LINK_LIFETIME_MINUTES.emailVerification} />. If you
              have already verified your address, simply log in.
            </Trans>
          </Text>
          <NewLinkHelp />
        </ResultPanel>
      );
    case 'reopen':
      return (
        <ResultPanel tone="expired" focusOnMount title={<Trans>Open the link from our e-mail again</Trans>} actions={<LogInAction locale={locale} />}>
          <Text>
            <Trans>
              For your security, the code in the link is removed from the address bar as soon as the page opens, so this
              address no longer works. If your address is not verified yet, open the link in our e-mail again; if it is, simply
              log in.
            </Trans>
          </Text>
        </ResultPanel>
      );
    case 'invalid':
      return (
        <ResultPanel tone="broken" focusOnMount title={<Trans>This link is not valid</Trans>} actions={<LogInAction locale={locale} />}>
          <Text>
            <Trans>Part of the address may be missing. Open the link straight from our e-mail, or copy the whole address into your browser.</Trans>
          </Text>
          <NewLinkHelp />
        </ResultPanel>
      );
    case 'rateLimited':
      return (
        <ResultPanel tone="error" focusOnMount title={<Trans>Too many attempts</Trans>} actions={retry}>
          <Text>
            <Trans>Wait a few minutes, then try again.</Trans>
          </Text>
        </ResultPanel>
      );
    case 'failed':
      return (
        <ResultPanel tone="error" focusOnMount title={<Trans>We could not check your link</Trans>} actions={retry}>
          <Text>
            <Trans>Your address is not verified yet. Check your connection and try again.</Trans>
          </Text>
        </ResultPanel>
      );
  }
}
