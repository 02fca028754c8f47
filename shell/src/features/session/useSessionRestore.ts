import { useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { useSessionQuery } from '@/features/session/api/get-session';
import { sessionCheckedAtom } from '@/features/session/session-atoms';
import { useKeepAlive } from '@/features/session/useKeepAlive';

/**
 * After a page load, asks `GET /api/session` whether this browser is still signed in: the csrf token lives
 * in memory only, so a reload forgets it. A live session sets csrf, then authenticated (the order the login
 * dialog uses). `sessionCheckedAtom` turns true once the answer (or a failure) is in; the route guards wait
 * for it, so a reload of /account stays on /account. When the server's page said signed out, that is the
 * answer, at once (useSessionQuery says why).
 */
export function useSessionRestore(): void {
  const store = useStore();
  const { keepAlive } = useKeepAlive();
  const { asked, status, data } = useSessionQuery();
  const applied = useRef(false);

  useEffect(() => {
    if ((asked && status === 'pending') || applied.current) return;
    applied.current = true;
    // A login that finished meanwhile holds the newer token: keep it. A failure leaves the visitor signed
    // out (the guards then send a signed-in page home).
    if (asked && status === 'success' && data?.authenticated === true && !store.get(authenticatedAtom)) {
      store.set(csrfAtom, data.csrf ?? '');
      store.set(authenticatedAtom, true);
      // The client's timers start afresh now; a keep-alive moves the server's idle expiry to match.
      keepAlive({ force: true });
    }
    store.set(sessionCheckedAtom, true);
  }, [asked, status, data, store, keepAlive]);
}
