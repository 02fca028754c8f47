import { WINDOW_EVENTS } from 'shared-contracts/core';

/*
 * The commands the shell's own features send through window events (spec 2.10, 4.1), the same channel a
 * remote uses: the owner listens, any part of the page may ask. Here, below the features, because the header,
 * the session dialogs and others all send them and no feature should import another to do so.
 */

/**
 * Spec 2.10: the login dialog of mfe-auth opens on this window event. A request made before mfe-auth has loaded
 * is kept by useKeepLoginRequests, which hears this event like any other.
 */
export function openLoginDialog(): void {
  window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
}

/** Spec 4.1: the session feature listens for it and runs the logout. */
export function requestLogout(): void {
  window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
}
