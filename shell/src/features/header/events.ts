import { getDefaultStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';

/** Spec 2.10: the login dialog of mfe-auth opens on this window event. */
export function openLoginDialog(): void {
  getDefaultStore().set(loginDialogRequestedAtom, true);
  window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
}

export function requestLogout(): void {
  // The session feature (sign-in issue) listens for it and runs the logout of spec 4.1.
  window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
}
