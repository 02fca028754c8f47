import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts/core';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';

/**
 * Opens mfe-auth's login dialog from any public page (spec 2.10: the openLoginDialog window event). The request
 * is also kept in loginDialogRequestedAtom, so a press made before mfe-auth has loaded is honoured when it mounts
 * — inside the shell, which keeps such requests itself, and on this remote's standalone page, which has no shell.
 */
export function useOpenLogin(): () => void {
  const setRequested = useSetAtom(loginDialogRequestedAtom);
  return useCallback(() => {
    setRequested(true);
    window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
  }, [setRequested]);
}
