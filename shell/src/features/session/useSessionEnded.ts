import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { LOGOUT_MUTATION_KEY } from 'shared-contracts/api-client';
import { markSessionExpired } from '@/features/session/sign-out';
import { useGoHome } from '@/features/session/useGoHome';

/**
 * Spec 4.1: a call of a signed-in browser answered 401, so the server no longer knows the session (it timed
 * out there, was ended in another tab, or was deleted). The API client reports it with the `sessionEnded`
 * window event, for any call of any app; this ends the session here as the timeout does.
 *
 * It happens once: the first report signs the browser out, and the API client reports no 401 of a browser
 * that is signed out, so several calls answering 401 together show one dialog. The logout's own call is
 * no such report: whatever it answers, the logout goes on and shows no session-expired dialog.
 */
export function useSessionEndedListener(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const goHome = useGoHome();

  useEffect(() => {
    const onSessionEnded = () => {
      if (!store.get(authenticatedAtom)) return;
      if (queryClient.isMutating({ mutationKey: LOGOUT_MUTATION_KEY }) > 0) return;
      markSessionExpired(store, goHome);
    };
    window.addEventListener(WINDOW_EVENTS.sessionEnded, onSessionEnded);
    return () => window.removeEventListener(WINDOW_EVENTS.sessionEnded, onSessionEnded);
  }, [store, queryClient, goHome]);
}
