import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LogIn, LogOut } from 'lucide-react';
import { COMPANY, EARLY_REPLAY_ATTRIBUTE } from 'shared-contracts';
import { openLoginDialog, requestLogout } from '@/lib/window-events';
import { LOGIN_HREF } from '@/features/header/login-href';
import { trackDealerLogIn } from '@/features/header/useNavEntries';

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
      <Button asChild colorPalette="brand" size="sm" w={block ? 'full' : undefined}>
        <a
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
          <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
        </a>
      </Button>
    );
  }
  // A link to this page with `?login=1` (docs/decisions/059): once interactive it opens the dialog in place; a
  // click before that is held by the page's early script and replayed; a page loaded from the link (a new tab,
  // or the early script's fallback when the bundles never arrive) opens the dialog as it loads (useLoginQueryFlag).
  return (
    // `type` undefined: Chakra's button gives its child `type="button"`, not an attribute of a link.
    <Button asChild colorPalette="brand" size="sm" w={block ? 'full' : undefined} type={undefined}>
      <a
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
    </Button>
  );
}

/**
 * Spec 2.8 / 4.1: the signed-in customer's log-out button. The session feature performs the logout; while its
 * call runs, `pending` gives the button its loading state (reset afterwards, even when the call fails).
 */
export function LogoutButton({ pending, onChoose, block = false }: HeaderButtonProps & { pending: boolean }) {
  const { t } = useLingui();
  return (
    <Button
      loading={pending}
      loadingText={t`Logging out…`}
      variant="outline"
      colorPalette="brand"
      borderColor="brand.700"
      size="sm"
      w={block ? 'full' : undefined}
      onClick={() => {
        onChoose();
        requestLogout();
      }}
    >
      <LogOut aria-hidden />
      {t`Log out`}
    </Button>
  );
}
