import type { UsersRepository } from '../db/users-repository.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../security/passwords.js';

/** Spec 4.2 LOCKED: the fifth consecutive wrong password locks the user until a password reset, ending online guessing. */
export const MAX_FAILED_LOGINS = 5;

export type LoginOutcome =
  | { status: 'OK'; userId: number }
  | { status: 'NOTVERIFIED'; userId: number }
  | { status: 'INVALID' }
  | { status: 'LOCKED' };

export interface LoginService {
  attempt(username: string, password: string): Promise<LoginOutcome>;
}

/**
 * The login decision. Unknown usernames and wrong passwords both answer INVALID after one argon2
 * verification each (a dummy hash for the unknown), so neither the answer nor its timing tells who has
 * an account. LOCKED and NOTVERIFIED are answered only to someone who knew the password.
 */
export function createLoginService(users: UsersRepository, dummyHash: () => Promise<string>): LoginService {
  return {
    async attempt(username, password) {
      const user = await users.findByUsername(username);
      if (!user) {
        await verifyPassword(await dummyHash(), password);
        return { status: 'INVALID' };
      }
      // Counted before the (slow) check, so concurrent guesses cannot all pass as the same attempt.
      await users.reserveLoginAttempt(user.id);
      if (!(await verifyPassword(user.password_hash, password))) {
        await users.lockAfterFailures(user.id, MAX_FAILED_LOGINS);
        return { status: 'INVALID' };
      }
      // Re-read: a lock set by a concurrent wrong guess during the check still counts.
      const fresh = await users.findById(user.id);
      if (!fresh || fresh.locked_at !== null) return { status: 'LOCKED' };
      const rehashed = passwordNeedsRehash(fresh.password_hash) ? await hashPassword(password) : undefined;
      await users.recordPasswordAccepted(user.id, rehashed);
      if (fresh.email_verified_at === null) return { status: 'NOTVERIFIED', userId: user.id };
      return { status: 'OK', userId: user.id };
    },
  };
}
