import { useEffect } from 'react';
import { getDefaultStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts/core';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';

/**
 * Any part of the site may ask for the login dialog with the openLoginDialog window event (spec 2.10), also in
 * the first moments of a page, before mfe-auth has loaded and listens. The shell listens from its first render
 * and keeps the request in loginDialogRequestedAtom, which mfe-auth (or the unavailable dialog) answers on mount.
 */
export function useKeepLoginRequests(): void {
  useEffect(() => {
    const keep = () => getDefaultStore().set(loginDialogRequestedAtom, true);
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, keep);
    return () => window.removeEventListener(WINDOW_EVENTS.openLoginDialog, keep);
  }, []);
}
