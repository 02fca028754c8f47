import type { UserRow } from '../db/schema.js';

/**
 * Decision 030. A lock forever (until a reset) let anyone who knew a username keep its borrower out: five wrong
 * passwords, again after every reset. The lock now ends by itself and grows with each new one, so guessing stays
 * slow (5 guesses per 15 minutes, then per hour, …) while the borrower gets back in; the per-IP and per-username
 * rate limits still apply on top. A reset still lifts it at once.
 */

/** Spec 4.2 LOCKED: the fifth wrong password in a row locks the user. */
export const MAX_FAILED_LOGINS = 5;

/** The length of the first, second, third and every later lock since the last sign-in or reset. */
export const LOCK_MINUTES = [15, 60, 240, 1440] as const;

/** Wrong passwords further apart than this do not add up to a lock: the count starts again. */
export const FAILURE_MEMORY_MINUTES = 60;

const MINUTE_MS = 60_000;

/** How long the lock that follows `earlierLocks` lasts. */
export function lockMinutes(earlierLocks: number): number {
  return LOCK_MINUTES[Math.min(earlierLocks, LOCK_MINUTES.length - 1)] ?? 1440;
}

export const lockEnd = (earlierLocks: number, now: Date): Date => new Date(now.getTime() + lockMinutes(earlierLocks) * MINUTE_MS);

/** When wrong passwords made before it no longer count. */
export const failureMemoryStart = (now: Date): Date => new Date(now.getTime() - FAILURE_MEMORY_MINUTES * MINUTE_MS);

/** Locked now: a lock without an end lasts until a password reset. */
export function isLocked(user: Pick<UserRow, 'locked_at' | 'locked_until'>, now: Date): boolean {
  if (user.locked_at === null) return false;
  return user.locked_until === null || Date.parse(user.locked_until) > now.getTime();
}
