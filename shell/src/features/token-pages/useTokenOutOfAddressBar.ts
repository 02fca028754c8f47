import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hideTokens, isTokenPath } from '@/lib/url-redaction';

/**
 * Docs/decisions/053: a tokenised route's token (spec 2.3, the reset and verification links) leaves the address bar
 * as soon as the page is React's, with `history.replaceState`, so that nothing which reads `location` later (a
 * script, an extension, a shoulder, a shared screen) finds it. The router keeps the location it started with, so the
 * page still has its token in memory; the history entry keeps the router's own state.
 *
 * A layout effect: it runs in the commit that hydrates the page, before any passive effect, so before the tag
 * manager, the chat and analytics could even be asked to load (and they are not, on these pages:
 * useThirdPartiesAllowed). Again after every route change, so a locale switch that puts the token back (the switcher
 * links carry it, so the new page can use it) takes it away again.
 */
export function useTokenOutOfAddressBar(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const { href } = window.location;
    if (!isTokenPath(window.location.pathname)) return;
    const hidden = hideTokens(href);
    if (hidden !== href) window.history.replaceState(window.history.state, '', hidden);
  }, [pathname]);
}
