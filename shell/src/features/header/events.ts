import { WINDOW_EVENTS } from 'shared-contracts';

/**
 * Asks the session feature to log the user out (spec 4.1). The session feature of a later issue listens for it.
 * TODO(lead): move into shared-contracts `WINDOW_EVENTS.logout` and import it from there.
 */
export const LOGOUT_EVENT = 'portal:logout';

/** Spec 2.10: the login dialog of mfe-auth opens on this window event. */
export function openLoginDialog(): void {
  window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
}

export function requestLogout(): void {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
}
