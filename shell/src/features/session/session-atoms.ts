import { atom } from 'jotai';
import type { PageVisitor, RouteDef } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { pageVisitor } from '@/features/session/page-visitor';

/*
 * The shell's session state (spec 4.1) beyond the shared `authenticatedAtom` and `csrfAtom` of
 * shared-contracts. Read through the component's store (`useStore`): the app uses jotai's default store,
 * the tests their own.
 */

/**
 * False until `GET /api/session` has answered (or failed) after a page load. The route guards wait for it,
 * so a reload of a signed-in page is not sent home before the session is restored (spec 2.6).
 */
export const sessionCheckedAtom = atom(false);

/**
 * The server's word on the session when it sent this page (docs/decisions/070), null when it did not look. It stands
 * in for the session only until `GET /api/session` answers: the page's first render (the server's, and the browser's
 * hydration of it) draws the frame and picks /payments' remote from it, so they match; it never signs anyone in
 * (no csrf token, no signed-in content before the answer). Read from the page once; the server's render sets its
 * own in the render's store.
 */
export const serverVisitorAtom = atom<PageVisitor | null>(pageVisitor());

/**
 * Signed in or not as far as this browser knows: the session once checked (or a login meanwhile), the server's word
 * before that; null while neither has said (a public page's first render, which is the visitor's).
 */
export const knownSignedInAtom = atom((get): boolean | null => {
  if (get(authenticatedAtom)) return true;
  if (get(sessionCheckedAtom)) return false;
  const visitor = get(serverVisitorAtom);
  return visitor === null ? null : visitor === 'signedIn';
});

/**
 * Whether a route's page waits for the browser's session check before it renders (spec 2.6): a page with a
 * signed-in remote or for signed-in customers only shows PendingLoad until the check answers, unless the server said
 * the visitor is signed out (docs/decisions/070) and the page may show to one; a signed-in-only page always waits,
 * its content needs the check's csrf token. The route guard (RoutePage) draws by it, and the session restore reads
 * its answer at once on such a page (its content hydrates only after the check, docs/decisions/071).
 */
export function routeWaitsForSession(route: RouteDef, knownSignedIn: boolean | null): boolean {
  const waits = route.access !== 'public' || Boolean(route.signedInRemote);
  const saidSignedOut = knownSignedIn === false && route.access !== 'signedInOnly';
  return waits && !saidSignedOut;
}

/** Which session dialog shows (spec 2.13): the about-to-expire warning or the expired notice. */
export type SessionDialog = 'none' | 'alert' | 'expired';
export const sessionDialogAtom = atom<SessionDialog>('none');

/** When (epoch ms) the client marks the session expired; null while signed out. Drives the countdown. */
export const sessionDeadlineAtom = atom<number | null>(null);

/** Bumped by every activity (a click, Continue): the session timers start over. */
export const sessionActivityAtom = atom(0);

/** When the last keep-alive call went out (epoch ms); the click-triggered calls are throttled against it. */
export const lastTouchAtAtom = atom(0);
