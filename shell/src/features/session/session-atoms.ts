import { atom } from 'jotai';

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

/** Which session dialog shows (spec 2.13): the about-to-expire warning or the expired notice. */
export type SessionDialog = 'none' | 'alert' | 'expired';
export const sessionDialogAtom = atom<SessionDialog>('none');

/** When (epoch ms) the client marks the session expired; null while signed out. Drives the countdown. */
export const sessionDeadlineAtom = atom<number | null>(null);

/** Bumped by every activity (a click, Continue): the session timers start over. */
export const sessionActivityAtom = atom(0);

/** When the last keep-alive call went out (epoch ms); the click-triggered calls are throttled against it. */
export const lastTouchAtAtom = atom(0);
