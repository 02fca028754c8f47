import { WINDOW_EVENTS } from 'shared-contracts';

/**
 * Spec 2.10: the login dialog of mfe-auth opens on this window event. A request made before mfe-auth has loaded
 * is kept by useKeepLoginRequests, which hears this event like any other.
 */
export function openLoginDialog(): void {
  window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
}

export function requestLogout(): void {
  // The session feature (sign-in issue) listens for it and runs the logout of spec 4.1.
  window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
}
