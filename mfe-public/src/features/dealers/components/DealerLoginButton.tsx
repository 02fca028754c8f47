import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { ANALYTICS_EVENTS, COMPANY, type ShellServices } from 'shared-contracts/core';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

// Build-time styles (docs/decisions/060): Chakra's button recipe with the values of the `<Button colorPalette="brand">`
// that drew it, and Chakra's visually hidden styles for the new-tab hint.
const loginButton = button({ variant: 'solid', size: 'md', palette: 'brand' });
const visuallyHidden = css({ srOnly: true });

/**
 * Spec 2.8: the dealer log-in is an external page, tracked as 'Dealer Log In'. The same link as the header's
 * (new tab, no opener, the same event), so the event counts every way a dealer signs in.
 */
export function DealerLoginButton({ track }: { track: ShellServices['track'] }) {
  return (
    <a
      href={COMPANY.dealerLoginUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track(ANALYTICS_EVENTS.dealerLogIn)}
      className={loginButton}
    >
      <LogIn aria-hidden />
      <Trans>Dealer log in</Trans> <span className={visuallyHidden}><Trans>(opens in a new tab)</Trans></span>
    </a>
  );
}
