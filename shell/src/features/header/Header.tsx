import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Menu as MenuIcon, X } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { button, link, pageContainer } from 'styled-system/recipes';
import { HEADER_LOGO, localizePath, matchRoute, pathOf, splitLocale } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { DesktopNav } from '@/features/header/DesktopNav';
import { LoginButton, LogoutButton } from '@/features/header/LoginButton';
import { Logo } from '@/components/Logo';
import { MessagesLink } from '@/features/header/MessagesLink';
import { MobileNav } from '@/features/header/MobileNav';
import { SkipLink } from '@/features/header/SkipLink';
import { useHeaderMenus } from '@/features/header/useHeaderMenus';
import { SIGNED_IN_MENUS, useNavEntries, VISITOR_MENUS } from '@/features/header/useNavEntries';
import { LocaleSwitcher } from '@/features/i18n/LocaleSwitcher';
import { useLocale } from '@/hooks/useLocale';

export const MOBILE_PANEL_ID = 'header-mobile-panel';

/*
 * Build-time styles (docs/decisions/060): the whole header — frame, menus, buttons, the language switcher — is
 * drawn by the stylesheet Panda CSS writes at build time, with Chakra's container, link and button recipes, and no
 * module it renders imports Chakra, so it draws and answers before any of Chakra's code has loaded.
 */
const headerFrame = css({ position: 'relative', zIndex: 'docked', bg: 'white', borderBottomWidth: '1px', borderColor: 'gray.200' });
const localeBar = css({ bg: 'brand.50' });
const localeRow = cx(pageContainer(), css({ maxW: '6xl', display: 'flex', justifyContent: 'flex-end', py: '1' }));
/*
 * One row from xl up; from md to xl the navigation gets its own row under the logo, so the longer Spanish and
 * Portuguese labels fit at 768 px too.
 */
const mainRow = cx(
  pageContainer(),
  css({
    maxW: '6xl',
    display: 'grid',
    gridTemplateColumns: { base: 'auto 1fr', xl: 'auto 1fr auto' },
    gridTemplateAreas: { base: '"logo actions"', md: '"logo actions" "nav nav"', xl: '"logo nav actions"' },
    alignItems: 'center',
    columnGap: '4',
    py: '2',
  }),
);
const logoLink = cx(link(), css({ colorPalette: 'brand', gridArea: 'logo', justifySelf: 'start', borderRadius: 'sm', minH: '12' }));
const desktopNav = css({
  hideBelow: 'md',
  gridArea: 'nav',
  justifySelf: { md: 'start', xl: 'center' },
  ms: { md: '-2.5', xl: '0' },
  pt: { md: '1', xl: '0' },
});
const actions = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gridArea: 'actions', justifySelf: 'end', gap: '2' });
const desktopOnly = css({ hideBelow: 'md' });
// Chakra's `<IconButton variant="ghost" colorPalette="brand" color="brand.700" hideFrom="md">`.
const menuToggle = cx(
  button({ variant: 'ghost', palette: 'brand' }),
  css({ color: 'brand.700', px: '0', py: '0', _icon: { fontSize: '1.2em' }, hideFrom: 'md' }),
);
const mobilePanel = css({ hideFrom: 'md', borderTopWidth: '1px', borderColor: 'gray.200' });
const mobilePanelInner = cx(pageContainer(), css({ maxW: '6xl', py: '2' }));
const mobileAccount = css({ pt: '4', pb: '2' });

/** Dealer pages (route group 'dealers', under /dealers) show the dealer log-in instead of the customer one. */
export function isDealerPage(pathname: string): boolean {
  const match = matchRoute(pathname);
  if (match) return match.route.group === 'dealers';
  const { path } = splitLocale(pathname);
  const dealers = pathOf('dealers');
  return path === dealers || path.startsWith(`${dealers}/`);
}

/*
 * What the header shows of the session comes in as props: the app shell reads it from the session feature,
 * so neither feature imports the other.
 */
export interface HeaderProps {
  /** Spec 2.8: the envelope shows an orange dot when a message is unread (the session's summaries). */
  hasUnread?: boolean;
  /** Spec 4.1: the logout call is under way; the log-out buttons show their loading state. */
  logoutPending?: boolean;
  /**
   * Signed in as the server said when it sent the page, before the browser's session check answers: a signed-in page
   * arrives with the signed-in header, the same for every customer, and keeps it (docs/decisions/070).
   */
  signedIn?: boolean;
}

/**
 * Spec 2.8. From 768 px (Chakra's `md`, equal to MOBILE_BREAKPOINT_PX) the navigation shows in one row;
 * below it a toggle shows a panel. Widths are decided by CSS media queries only, so it renders on a server.
 */
export function Header({ hasUnread = false, logoutPending = false, signedIn = false }: HeaderProps) {
  const { t } = useLingui();
  const authenticated = useAtomValue(authenticatedAtom) || signedIn;
  const locale = useLocale();
  const { pathname } = useLocation();
  const entries = useNavEntries(authenticated);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menus = useHeaderMenus(authenticated ? SIGNED_IN_MENUS : VISITOR_MENUS, headerRef, toggleRef);
  const dealer = isDealerPage(pathname);

  const accountButton = (block: boolean) =>
    authenticated ? (
      <LogoutButton pending={logoutPending} onChoose={menus.closeAll} block={block} />
    ) : (
      <LoginButton dealer={dealer} onChoose={menus.closeAll} block={block} />
    );

  return (
    <header ref={headerRef} onKeyDown={menus.onKeyDown} className={headerFrame}>
      <SkipLink />
      <div className={localeBar}>
        <div className={localeRow}>
          <LocaleSwitcher onSwitch={menus.closeAll} />
        </div>
      </div>
      <div className={mainRow}>
        <RouterLink to={localizePath(pathOf('index'), locale)} onClick={menus.closeAll} className={logoLink}>
          <Logo width={HEADER_LOGO.width} height={HEADER_LOGO.height} />
        </RouterLink>
        <nav aria-label={t`Main`} className={desktopNav}>
          <DesktopNav
            entries={entries}
            openMenu={menus.openMenu}
            onToggle={menus.toggleMenu}
            onCloseMenu={menus.closeMenu}
            onChoose={menus.closeAll}
            registerButton={menus.registerButton}
          />
        </nav>
        <div className={actions}>
          {authenticated ? <MessagesLink hasUnread={hasUnread} onChoose={menus.closeAll} /> : null}
          <div className={desktopOnly}>{accountButton(false)}</div>
          <button
            type="button"
            ref={toggleRef}
            className={menuToggle}
            aria-expanded={menus.mobileOpen}
            aria-controls={MOBILE_PANEL_ID}
            aria-label={menus.mobileOpen ? t`Close menu` : t`Menu`}
            onClick={menus.toggleMobile}
          >
            {menus.mobileOpen ? <X aria-hidden /> : <MenuIcon aria-hidden />}
          </button>
        </div>
      </div>
      <div id={MOBILE_PANEL_ID} hidden={!menus.mobileOpen} className={mobilePanel}>
        <div className={mobilePanelInner}>
          <nav aria-label={t`Main`}>
            <MobileNav
              entries={entries}
              expanded={menus.mobileExpanded}
              onToggle={menus.toggleMobileGroup}
              onChoose={menus.closeAll}
            />
          </nav>
          <div className={mobileAccount}>{accountButton(true)}</div>
        </div>
      </div>
    </header>
  );
}
