import type { useStore } from 'jotai';
import { touchSession } from '@/features/session/session-api';
import { lastTouchAtAtom, sessionActivityAtom } from '@/features/session/session-atoms';

export type JotaiStore = ReturnType<typeof useStore>;

/**
 * Spec 4.1 asks for a keep-alive call on each click. A burst of clicks (a double click, a few quick menu
 * choices) needs no burst of requests: the calls are throttled to one per TOUCH_THROTTLE_MS, while the
 * client's timers still restart on every click. This stays safe because the client times out
 * SESSION.clientTimeoutMarginMs (10 s) before the server does: a click whose call was skipped came at most
 * TOUCH_THROTTLE_MS after the last call, so the server's idle expiry (last call + timeout) is still later
 * than the client's (click + timeout − 10 s). Keep TOUCH_THROTTLE_MS below that margin.
 */
export const TOUCH_THROTTLE_MS = 5_000;

/** Calls `GET /api/touch`, unless one went out less than TOUCH_THROTTLE_MS ago (`force` skips that check). */
export function keepAlive(store: JotaiStore, { force = false }: { force?: boolean } = {}): void {
  const now = Date.now();
  if (!force && now - store.get(lastTouchAtAtom) < TOUCH_THROTTLE_MS) return;
  store.set(lastTouchAtAtom, now);
  touchSession().catch(() => {
    // Not read: a keep-alive that fails changes nothing on the client; the timers run out as they would.
  });
}

/** The user is active (a click, Continue): the session timers start over and the server is told. */
export function registerActivity(store: JotaiStore, options?: { force?: boolean }): void {
  store.set(sessionActivityAtom, (count) => count + 1);
  keepAlive(store, options);
}
