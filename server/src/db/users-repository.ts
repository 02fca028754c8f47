import type { Kysely } from 'kysely';
import { emailKey, usernameKey } from '../security/identity-hash.js';
import { isoNow } from '../time.js';
import type { DatabaseSchema, UserRow } from './schema.js';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  loanAccountId: number;
  emailVerifiedAt?: string | null;
  lockedAt?: string | null;
  failedAttempts?: number;
}

export interface UsersRepository {
  findById(id: number): Promise<UserRow | null>;
  /** Without regard to case (usernameKey). */
  findByUsername(username: string): Promise<UserRow | null>;
  findByEmail(email: string): Promise<UserRow[]>;
  findByLoanAccountId(loanAccountId: number): Promise<UserRow | null>;
  /** Throws a unique violation (constraint-errors.ts) when the username or the loan is taken. */
  create(user: NewUser): Promise<number>;
  /**
   * Before a login attempt (docs/decisions/030): lifts a lock whose end has passed, and forgets wrong passwords
   * older than `forgetBefore`.
   */
  forgetStaleFailures(userId: number, now: Date, forgetBefore: Date): Promise<void>;
  /**
   * Counts a login attempt before the password is checked and answers the count: concurrent guesses
   * cannot all pass as "the fourth". A right password resets it (recordPasswordAccepted).
   */
  reserveLoginAttempt(userId: number, now?: Date): Promise<number>;
  /**
   * Locks the user until `until` (null: until a password reset) once the count reached `maxFailures`; answers
   * whether this call locked it (false when it was locked already or the count is below the limit).
   */
  lockAfterFailures(userId: number, maxFailures: number, until: Date | null, now?: Date): Promise<boolean>;
  recordPasswordAccepted(userId: number, rehashed?: string): Promise<void>;
  markEmailVerified(userId: number, now?: Date): Promise<void>;
  /** New password hash; unlocks, clears the failure count; `verifyEmail` also marks the address verified. */
  setPassword(userId: number, passwordHash: string, options: { verifyEmail: boolean; now?: Date }): Promise<void>;
}

export function createUsersRepository(db: Kysely<DatabaseSchema>): UsersRepository {
  return {
    async findById(id) {
      return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },
    async findByUsername(username) {
      return (await db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst()) ?? null;
    },
    async findByEmail(email) {
      return db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).orderBy('id').execute();
    },
    async findByLoanAccountId(loanAccountId) {
      return (await db.selectFrom('users').selectAll().where('loan_account_id', '=', loanAccountId).executeTakeFirst()) ?? null;
    },
    async create(user) {
      const row = await db
        .insertInto('users')
        .values({
          username: user.username.trim(),
          username_key: usernameKey(user.username),
          email: user.email.trim(),
          email_key: emailKey(user.email),
          password_hash: user.passwordHash,
          loan_account_id: user.loanAccountId,
          email_verified_at: user.emailVerifiedAt ?? null,
          locked_at: user.lockedAt ?? null,
          failed_attempts: user.failedAttempts ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async forgetStaleFailures(userId, now, forgetBefore) {
      // A lock that ended: the tries made during it stay counted toward the next lock (docs/decisions/048).
      await db
        .updateTable('users')
        .set({ locked_at: null, locked_until: null })
        .where('id', '=', userId)
        .where('locked_until', 'is not', null)
        .where('locked_until', '<=', isoNow(now))
        .execute();
      await db
        .updateTable('users')
        .set({ failed_attempts: 0 })
        .where('id', '=', userId)
        .where('locked_at', 'is', null)
        .where('last_failed_at', '<', isoNow(forgetBefore))
        .execute();
    },
    async reserveLoginAttempt(userId, now = new Date()) {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1), last_failed_at: isoNow(now) }))
        .where('id', '=', userId)
        .returning('failed_attempts')
        .executeTakeFirst();
      return row?.failed_attempts ?? 0;
    },
    async lockAfterFailures(userId, maxFailures, until, now = new Date()) {
      const result = await db
        .updateTable('users')
        // The count starts again with the lock: from now on it counts the tries made while locked.
        .set((eb) => ({ locked_at: isoNow(now), locked_until: until === null ? null : isoNow(until), lock_count: eb('lock_count', '+', 1), failed_attempts: 0 }))
        .where('id', '=', userId)
        .where('failed_attempts', '>=', maxFailures)
        .where('locked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recordPasswordAccepted(userId, rehashed) {
      await db
        .updateTable('users')
        .set({ failed_attempts: 0, lock_count: 0, last_failed_at: null, ...(rehashed ? { password_hash: rehashed } : {}) })
        .where('id', '=', userId)
        .execute();
    },
    async markEmailVerified(userId, now = new Date()) {
      await db.updateTable('users').set({ email_verified_at: isoNow(now) }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
    },
    async setPassword(userId, passwordHash, { verifyEmail, now = new Date() }) {
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          password_changed_at: isoNow(now),
          failed_attempts: 0,
          locked_at: null,
          locked_until: null,
          lock_count: 0,
          last_failed_at: null,
          ...(verifyEmail ? { email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(isoNow(now))) } : {}),
        }))
        .where('id', '=', userId)
        .execute();
    },
  };
}
