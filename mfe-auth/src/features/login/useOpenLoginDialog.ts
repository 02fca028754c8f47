import { useEffect } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';

/**
 * Spec 2.10: the window-level openLoginDialog event opens the login dialog (in place of any other auth
 * dialog). A request made before this remote loaded is kept in loginDialogRequestedAtom and honoured here.
 */
export function useOpenLoginDialog(): void {
  const setDialog = useSetAtom(authDialogAtom);
  const [requested, setRequested] = useAtom(loginDialogRequestedAtom);
  useEffect(() => {
    if (!requested) return;
    setRequested(false);
    setDialog({ kind: 'login' });
  }, [requested, setRequested, setDialog]);
  useEffect(() => {
    const open = () => {
      setRequested(false);
      setDialog({ kind: 'login' });
    };
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, open);
    return () => window.removeEventListener(WINDOW_EVENTS.openLoginDialog, open);
  }, [setDialog, setRequested]);
}
