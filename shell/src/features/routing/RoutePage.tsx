import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { localizePath, pathOf, remoteFor, SIGNED_IN_HOME, SIGNED_OUT_HOME, type RouteMatch } from 'shared-contracts/core';
import { PendingLoad } from '@/features/loading-bar/PendingLoad';
import { RemotePage } from '@/features/remotes/RemotePage';
import { DesignComposition } from '@/features/routing/DesignComposition';
import { useHtmlClass, usePageTitle } from '@/features/routing/usePageMeta';
import { knownSignedInAtom, routeWaitsForSession, sessionCheckedAtom } from '@/features/session/session-atoms';

/** Guards of spec 2.6, then the owning remote renders the page. */
export function RoutePage({ match }: { match: RouteMatch }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const sessionChecked = useAtomValue(sessionCheckedAtom);
  const knownSignedIn = useAtomValue(knownSignedInAtom);
  const { route, locale, params } = match;
  usePageTitle(route.id);
  useHtmlClass(route.htmlClass);

  // After a reload the session is restored from the server first (features/session): wait for that answer.
  // A page with a signed-in remote waits too, so a signed-in customer never sees the visitor's page flash first.
  // Unless the server said the visitor is signed out (docs/decisions/070): /payments' guest flow and the signed-out
  // pages then render at once, on the server as in the browser's hydration. A signed-in-only page always waits: its
  // content needs the session's csrf token, which only the browser's check hands out.
  if (!authenticated && !sessionChecked && routeWaitsForSession(route, knownSignedIn)) return <PendingLoad />;
  if (route.access === 'signedInOnly' && !authenticated) {
    return <Navigate to={localizePath(pathOf(SIGNED_OUT_HOME), locale)} replace />;
  }
  if (route.access === 'signedOutOnly' && authenticated) {
    return <Navigate to={localizePath(pathOf(SIGNED_IN_HOME), locale)} replace />;
  }
  const page = <RemotePage remote={remoteFor(route, authenticated)} routeId={route.id} locale={locale} params={params} />;
  return route.id === 'design' ? <DesignComposition locale={locale}>{page}</DesignComposition> : page;
}
