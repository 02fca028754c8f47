import { useMemo } from 'react';
import { useStore } from 'jotai';
import { useTouchSession } from '@/features/session/api/touch-session';
import { lastTouchAtAtom, sessionActivityAtom } from '@/features/session/session-atoms';

/**
 * Spec 4.1 asks for a keep-alive call on each click. A burst of clicks (a double click, a few quick menu
 * choices) needs no burst of requests: the calls are throttled to one per TOUCH_THROTTLE_MS, while the
 * client's timers still restart on every click. This stays safe because the client times out
 * SESSION.clientTimeoutMarginMs (10 s) before the server does: a click whose call was skipped came at most
 * TOUCH_THROTTLE_MS after the last call, so the server's idle expiry (last call + timeout) is still later
 * than the client's (click + timeout − 10 s). Keep TOUCH_THROTTLE_MS below that margin.
 */
export const TOUCH_THROTTLE_MS = 5_000;

export interface KeepAlive {
  /** Calls `GET /api/touch`, unless one went out less than TOUCH_THROTTLE_MS ago (`force` skips that check). */
  keepAlive: (options?: { force?: boolean }) => void;
  /** The user is active (a click, Continue): the session timers start over and the server is told. */
  registerActivity: (options?: { force?: boolean }) => void;
}

export function useKeepAlive(): KeepAlive {
  const store = useStore();
  // A failed keep-alive changes nothing here (the timers run out as they would); a 401 among them is
  // reported by the API client as the end of the session.
  const { mutate: touch } = useTouchSession();
  return useMemo(() => {
    const keepAlive = ({ force = false }: { force?: boolean } = {}) => {
      const now = Date.now();
      if (!force && now - store.get(lastTouchAtAtom) < TOUCH_THROTTLE_MS) return;
      store.set(lastTouchAtAtom, now);
      touch();
    };
    const registerActivity = (options?: { force?: boolean }) => {
      store.set(sessionActivityAtom, (count) => count + 1);
      keepAlive(options);
    };
    return { keepAlive, registerActivity };
  }, [store, touch]);
}
