import { useLingui } from '@lingui/react/macro';
import { LogIn, LogOut } from 'lucide-react';
import { COMPANY, EARLY_REPLAY_ATTRIBUTE } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { openLoginDialog, requestLogout } from '@/lib/window-events';
import { LOGIN_HREF } from '@/lib/login-href';
import { trackDealerLogIn } from '@/features/header/useNavEntries';

/*
 * Build-time styles (docs/decisions/060): Chakra's button recipe (Panda's `button()`), so the log-in link and the
 * log-out button look as Chakra's `<Button size="sm" colorPalette="brand">` did and draw before Chakra loads.
 */
const fullWidth = css({ w: 'full' });
const loginClass = (block: boolean) => cx(button({ size: 'sm', palette: 'brand' }), block && fullWidth);
const logoutClass = (block: boolean) => cx(button({ variant: 'outlineStrong', size: 'sm', palette: 'brand' }), block && fullWidth);
const visuallyHidden = css({ srOnly: true });
// Chakra's button spinner (its `Loader` with a `Spinner` of the text's size and colour, before the loading text).
const spinner = css({
  display: 'inline-block',
  flexShrink: '0',
  w: '1em',
  h: '1em',
  borderWidth: '0.125em',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBottomColor: 'transparent',
  borderInlineStartColor: 'transparent',
  borderRadius: 'full',
  animation: 'spin',
  animationDuration: 'slowest',
});

interface HeaderButtonProps {
  onChoose: () => void;
  /** Stretch to the panel's width (mobile). */
  block?: boolean;
}

/**
 * Spec 2.8: on dealer pages the dealer log-in (an external page, tracked as 'Dealer Log In'); elsewhere the
 * customer log-in, which opens the login dialog of mfe-auth.
 */
export function LoginButton({ dealer, onChoose, block = false }: HeaderButtonProps & { dealer: boolean }) {
  const { t } = useLingui();
  if (dealer) {
    return (
      <a
          className={loginClass(block)}
          href={COMPANY.dealerLoginUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            trackDealerLogIn();
            onChoose();
          }}
        >
          <LogIn aria-hidden />
          {t`Dealer log in`}{' '}
          <span className={visuallyHidden}>{t`(opens in a new tab)`}</span>
        </a>
    );
  }
  // A link to this page with `?login=1` (docs/decisions/059): once interactive it opens the dialog in place; a
  // click before that is held by the page's early script and replayed; a page loaded from the link (a new tab,
  // or the early script's fallback when the bundles never arrive) opens the dialog as it loads (useLoginQueryFlag).
  return (
      <a
        className={loginClass(block)}
        href={LOGIN_HREF}
        {...{ [EARLY_REPLAY_ATTRIBUTE]: '' }}
        onClick={(event) => {
          event.preventDefault();
          onChoose();
          openLoginDialog();
        }}
      >
        <LogIn aria-hidden />
        {t`Log in`}
      </a>
  );
}

/**
 * Spec 2.8 / 4.1: the signed-in customer's log-out button. The session feature performs the logout; while its
 * call runs, `pending` gives the button its loading state (reset afterwards, even when the call fails).
 */
export function LogoutButton({ pending, onChoose, block = false }: HeaderButtonProps & { pending: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={logoutClass(block)}
      data-loading={pending ? '' : undefined}
      disabled={pending}
      onClick={() => {
        onChoose();
        requestLogout();
      }}
    >
      {pending ? (
        <>
          <span className={spinner} />
          {t`Logging out…`}
        </>
      ) : (
        <>
          <LogOut aria-hidden />
          {t`Log out`}
        </>
      )}
    </button>
  );
}
