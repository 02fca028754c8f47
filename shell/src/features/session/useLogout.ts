import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts/core';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { LOGOUT_MUTATION_KEY } from 'shared-contracts/api-client';
import { useLogoutMutation } from '@/features/session/api/logout';
import { sessionDialogAtom } from '@/features/session/session-atoms';
import { useGoHome } from '@/features/session/useGoHome';

/**
 * Spec 4.1: the logout asked for by the `logout` window event (the header's buttons, the about-to-expire
 * dialog, the remotes). `POST /api/logout` with the csrf header; then, whatever the answer (spec 8.6: no
 * error handling beyond resetting the loading state), authenticated and csrf are cleared and the user goes
 * home. `pending` is true while the call runs: the app shell hands it to the header's log-out buttons.
 *
 * Spec 4.1's analytics reset follows from clearing `authenticatedAtom` (see analytics/useAnalytics.ts), for
 * this logout and for the timeout alike.
 */
export function useLogoutListener(): { pending: boolean } {
  const store = useStore();
  const queryClient = useQueryClient();
  const goHome = useGoHome();
  const { mutate, isPending } = useLogoutMutation({
    mutationConfig: {
      // On the mutation, not on one `mutate` call: it runs however the call ends and wherever the user is.
      onSettled: () => {
        // A failed call leaves the server session to lapse at its idle timeout; this side is signed out anyway.
        store.set(csrfAtom, '');
        store.set(authenticatedAtom, false);
        goHome();
      },
    },
  });

  useEffect(() => {
    const onLogout = () => {
      // One call at a time: a second request while one runs (a double click, the dialog and the header) is
      // dropped. The mutation turns pending synchronously, so two events in one task still make one call.
      if (queryClient.isMutating({ mutationKey: LOGOUT_MUTATION_KEY }) > 0) return;
      if (store.get(sessionDialogAtom) === 'alert') store.set(sessionDialogAtom, 'none');
      mutate();
    };
    window.addEventListener(WINDOW_EVENTS.logout, onLogout);
    return () => window.removeEventListener(WINDOW_EVENTS.logout, onLogout);
  }, [store, queryClient, mutate]);

  return { pending: isPending };
}
