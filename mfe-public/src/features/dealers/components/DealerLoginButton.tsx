import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { ANALYTICS_EVENTS, COMPANY, type ShellServices } from 'shared-contracts';

/**
 * Spec 2.8: the dealer log-in is an external page, tracked as 'Dealer Log In'. The same link as the header's
 * (new tab, no opener, the same event), so the event counts every way a dealer signs in.
 */
export function DealerLoginButton({ track }: { track: ShellServices['track'] }) {
  return (
    <Button asChild colorPalette="brand">
      <a href={COMPANY.dealerLoginUrl} target="_blank" rel="noopener noreferrer" onClick={() => track(ANALYTICS_EVENTS.dealerLogIn)}>
        <LogIn aria-hidden />
        <Trans>Dealer log in</Trans> <VisuallyHidden><Trans>(opens in a new tab)</Trans></VisuallyHidden>
      </a>
    </Button>
  );
}
