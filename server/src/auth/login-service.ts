import type { FastifyBaseLogger } from 'fastify';
import type { UsersRepository } from '../db/users-repository.js';
import { accountLockedMail, customerLocale } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import type { Clock } from '../payments/clock.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../security/passwords.js';
import { MAX_FAILED_LOGINS, failureMemoryStart, isLocked, lockEnd, lockMinutes } from './login-lock.js';

export type LoginOutcome =
  | { status: 'OK'; userId: number }
  | { status: 'NOTVERIFIED'; userId: number }
  | { status: 'INVALID' }
  | { status: 'LOCKED' };

export interface LoginService {
  attempt(username: string, password: string, log: FastifyBaseLogger): Promise<LoginOutcome>;
}

export interface LoginServiceDependencies {
  users: UsersRepository;
  dummyHash: () => Promise<string>;
  /** Tells the borrower their sign-in is locked (issue 14, item 5). */
  transport: MessageTransport;
  now: Clock;
}

/**
 * The login decision. Unknown usernames and wrong passwords both answer INVALID after one argon2
 * verification each (a dummy hash for the unknown), so neither the answer nor its timing tells who has
 * an account. LOCKED and NOTVERIFIED are answered only to someone who knew the password. Locks end by
 * themselves and grow (auth/login-lock.ts).
 */
export function createLoginService({ users, dummyHash, transport, now }: LoginServiceDependencies): LoginService {
  return {
    async attempt(username, password, log) {
      const user = await users.findByUsername(username);
      if (!user) {
        await verifyPassword(await dummyHash(), password);
        return { status: 'INVALID' };
      }
      const at = now();
      await users.forgetStaleFailures(user.id, at, failureMemoryStart(at));
      // Counted before the (slow) check, so concurrent guesses cannot all pass as the same attempt.
      await users.reserveLoginAttempt(user.id, at);
      if (!(await verifyPassword(user.password_hash, password))) {
        if (await users.lockAfterFailures(user.id, MAX_FAILED_LOGINS, lockEnd(user.lock_count, at), at)) {
          const minutes = lockMinutes(user.lock_count);
          log.info({ userId: user.id, lockMinutes: minutes }, 'Sign-in locked after repeated wrong passwords');
          transport.sendMailInBackground(accountLockedMail(user.email, user.username, minutes, customerLocale(user.language)), log);
        }
        return { status: 'INVALID' };
      }
      // Re-read: a lock set by a concurrent wrong guess during the check still counts.
      const fresh = await users.findById(user.id);
      if (!fresh || isLocked(fresh, now())) return { status: 'LOCKED' };
      const rehashed = passwordNeedsRehash(fresh.password_hash) ? await hashPassword(password) : undefined;
      await users.recordPasswordAccepted(user.id, rehashed);
      if (fresh.email_verified_at === null) return { status: 'NOTVERIFIED', userId: user.id };
      return { status: 'OK', userId: user.id };
    },
  };
}
