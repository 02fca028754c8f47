import { useEffect } from 'react';
import { useStore } from 'jotai';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { keepAlive } from '@/features/session/keep-alive';
import { fetchSession } from '@/features/session/session-api';
import { sessionCheckedAtom } from '@/features/session/session-atoms';

/**
 * After a page load, asks `GET /api/session` whether this browser is still signed in: the csrf token lives
 * in memory only, so a reload forgets it. A live session sets csrf, then authenticated (the order the login
 * dialog uses). `sessionCheckedAtom` turns true once the answer (or a failure) is in; the route guards wait
 * for it, so a reload of /account stays on /account.
 */
export function useSessionRestore(): void {
  const store = useStore();
  useEffect(() => {
    let current = true;
    fetchSession()
      .then((session) => {
        // A login that finished meanwhile holds the newer token: keep it.
        if (!current || !session.authenticated || store.get(authenticatedAtom)) return;
        store.set(csrfAtom, session.csrf ?? '');
        store.set(authenticatedAtom, true);
        // The client's timers start afresh now; a keep-alive moves the server's idle expiry to match.
        keepAlive(store, { force: true });
      })
      .catch(() => {
        // No answer: the visitor stays signed out (the guards then send a signed-in page home).
      })
      .finally(() => {
        if (current) store.set(sessionCheckedAtom, true);
      });
    return () => {
      current = false;
    };
  }, [store]);
}
