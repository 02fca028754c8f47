import { useEffect } from 'react';
import { useStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { postLogout } from '@/features/session/session-api';
import { logoutPendingAtom, sessionDialogAtom } from '@/features/session/session-atoms';
import { useGoHome } from '@/features/session/useGoHome';

/**
 * Spec 4.1: the logout asked for by the `logout` window event (the header's buttons, the about-to-expire
 * dialog, the remotes). `POST /api/logout` with the csrf header; then, whatever the answer (spec 8.6: no
 * error handling beyond resetting the loading state), authenticated and csrf are cleared and the user goes
 * home. `logoutPendingAtom` gives the log-out button its loading state meanwhile.
 *
 * Spec 4.1's analytics reset follows from clearing `authenticatedAtom` (see analytics/useAnalytics.ts), for
 * this logout and for the timeout alike.
 */
export function useLogoutListener(): void {
  const store = useStore();
  const goHome = useGoHome();

  useEffect(() => {
    const logout = async () => {
      if (store.get(logoutPendingAtom)) return;
      store.set(logoutPendingAtom, true);
      if (store.get(sessionDialogAtom) === 'alert') store.set(sessionDialogAtom, 'none');
      try {
        await postLogout(store.get(csrfAtom));
      } catch {
        // Signed out on this side anyway; the server session then lapses at its idle timeout.
      } finally {
        store.set(csrfAtom, '');
        store.set(authenticatedAtom, false);
        store.set(logoutPendingAtom, false);
        goHome();
      }
    };
    const onLogout = () => {
      void logout();
    };
    window.addEventListener(WINDOW_EVENTS.logout, onLogout);
    return () => window.removeEventListener(WINDOW_EVENTS.logout, onLogout);
  }, [store, goHome]);
}
