import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { sessionTimeoutMs } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { postLogout } from 'shared-contracts/api-client';
import { useEnv } from '@/app/env-config';
import { sessionActivityAtom, sessionDeadlineAtom, sessionDialogAtom } from '@/features/session/session-atoms';
import { markSessionExpired } from '@/features/session/sign-out';
import { useGoHome } from '@/features/session/useGoHome';
import { useKeepAlive } from '@/features/session/useKeepAlive';

/**
 * Spec 4.1 and 9, while signed in: the session times out `sessionTimeoutSeconds` × 1000 − 10 000 ms after
 * the last activity; `sessionAlertSeconds` before that the about-to-expire dialog shows. Every click (a
 * document listener in the capture phase, so no handler can stop it) restarts both timers and calls the
 * keep-alive. At the timeout the user is marked signed out, sent to / and shown the session-expired dialog.
 */
export function useSessionTimers(): void {
  const env = useEnv();
  const store = useStore();
  const authenticated = useAtomValue(authenticatedAtom);
  const goHome = useGoHome();
  const { registerActivity } = useKeepAlive();
  const timeoutMs = sessionTimeoutMs(env.sessionTimeoutSeconds);
  const alertMs = env.sessionAlertSeconds * 1000;

  useEffect(() => {
    if (!authenticated) return undefined;
    let alertTimer: number | undefined;
    let expiryTimer: number | undefined;
    const clear = () => {
      window.clearTimeout(alertTimer);
      window.clearTimeout(expiryTimer);
    };

    const expire = () => {
      clear();
      // The server would let the session lapse 10 s later; end it now, so it is gone when the user is told.
      // Called before the token is cleared (the API client reads it as the call starts) and straight, not
      // through the logout mutation: nobody asked for it and nothing shows its progress. Its answer, a 401
      // included, comes when this browser is already signed out, so it reports no end of session.
      postLogout().catch(() => undefined);
      markSessionExpired(store, goHome);
    };

    const start = () => {
      clear();
      store.set(sessionDeadlineAtom, Date.now() + timeoutMs);
      if (store.get(sessionDialogAtom) === 'alert') store.set(sessionDialogAtom, 'none');
      if (alertMs > 0) {
        alertTimer = window.setTimeout(() => store.set(sessionDialogAtom, 'alert'), Math.max(0, timeoutMs - alertMs));
      }
      expiryTimer = window.setTimeout(expire, timeoutMs);
    };

    const onClick = () => {
      // While the warning shows, its own buttons decide (Continue, Log out; closing it counts as Continue).
      if (store.get(sessionDialogAtom) === 'alert') return;
      registerActivity();
    };

    start();
    const unsubscribe = store.sub(sessionActivityAtom, start);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      unsubscribe();
      clear();
      store.set(sessionDeadlineAtom, null);
      if (store.get(sessionDialogAtom) === 'alert') store.set(sessionDialogAtom, 'none');
    };
  }, [authenticated, store, timeoutMs, alertMs, goHome, registerActivity]);
}
