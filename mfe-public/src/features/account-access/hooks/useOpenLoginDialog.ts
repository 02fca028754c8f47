import { useCallback } from 'react';
import { useStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';

/**
 * Opens mfe-auth's login dialog (spec 2.10: the window event). The shared flag keeps the request for
 * mfe-auth if it has not loaded yet, as the shell's header button does.
 */
export function useOpenLoginDialog(): () => void {
  const store = useStore();
  return useCallback(() => {
    store.set(loginDialogRequestedAtom, true);
    window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
  }, [store]);
}
