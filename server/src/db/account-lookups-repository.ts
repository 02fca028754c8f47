import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import { inTransaction } from './in-transaction.js';
import type { CodeChannelColumn, DatabaseSchema, LookupPurpose } from './schema.js';

export interface ActiveLookup {
  id: number;
  loanAccountId: number;
  failures: number;
  codesSent: number;
}

export interface PendingEnrolment {
  username: string;
  email: string;
  passwordHash: string;
}

export interface AccountLookupsRepository {
  create(lookup: { tokenHash: string; loanAccountId: number; expiresAt: string; purpose?: LookupPurpose }): Promise<number>;
  /** A lookup of `purpose` that is unexpired, unfinished and has tries left; null answers EXPIRED. */
  findActive(tokenHash: string, maxTries: number, purpose: LookupPurpose, now?: Date): Promise<ActiveLookup | null>;
  /** Keeps the online access an enrolment creates once its code comes back. */
  savePendingEnrolment(lookupId: number, access: PendingEnrolment): Promise<void>;
  findPendingEnrolment(lookupId: number): Promise<PendingEnrolment | null>;
  /** The user whose right password waits for this sign-in code (docs/decisions/033). */
  savePendingSignIn(lookupId: number, userId: number): Promise<void>;
  findPendingSignIn(lookupId: number): Promise<number | null>;
  /** A password reset or change: the user's open sign-in challenges end, their codes stop working (decision 050). */
  cancelSignIns(userId: number, now?: Date): Promise<number>;
  /** Once the user exists, its password hash has no reason to stay here. */
  deletePendingEnrolment(lookupId: number): Promise<void>;
  /** Counts one more code sent; false once `maxCodes` were sent. */
  reserveCodeSend(lookupId: number, maxCodes: number): Promise<boolean>;
  /** Stores a new code; earlier unused codes of the lookup stop working. The failure count stays. */
  addCode(code: { lookupId: number; codeHash: string; channel: CodeChannelColumn; expiresAt: string }, now?: Date): Promise<void>;
  /**
   * Takes one of the lookup's tries before a code is compared (concurrent guesses cannot exceed the
   * limit); null when none is left or the lookup ended.
   */
  reserveTry(lookupId: number, maxTries: number, now?: Date): Promise<number | null>;
  /** The newest unused, unexpired code of a lookup. */
  currentCode(lookupId: number, now?: Date): Promise<{ id: number; codeHash: string } | null>;
  /** Spends the code and finishes the lookup, atomically; false when another request did first. */
  complete(lookupId: number, codeId: number, now?: Date): Promise<boolean>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createAccountLookupsRepository(db: Kysely<DatabaseSchema>): AccountLookupsRepository {
  return {
    async create(lookup) {
      const row = await db
        .insertInto('account_lookups')
        .values({ token_hash: lookup.tokenHash, loan_account_id: lookup.loanAccountId, expires_at: lookup.expiresAt, purpose: lookup.purpose ?? 'lookup' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async findActive(tokenHash, maxTries, purpose, now = new Date()) {
      const row = await db
        .selectFrom('account_lookups')
        .select(['id', 'loan_account_id', 'failures', 'codes_sent'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', isoNow(now))
        .where('failures', '<', maxTries)
        .executeTakeFirst();
      return row ? { id: row.id, loanAccountId: row.loan_account_id, failures: row.failures, codesSent: row.codes_sent } : null;
    },
    async savePendingEnrolment(lookupId, access) {
      await db
        .insertInto('pending_enrolments')
        .values({ lookup_id: lookupId, username: access.username, email: access.email, password_hash: access.passwordHash })
        .execute();
    },
    async findPendingEnrolment(lookupId) {
      const row = await db.selectFrom('pending_enrolments').select(['username', 'email', 'password_hash']).where('lookup_id', '=', lookupId).executeTakeFirst();
      return row ? { username: row.username, email: row.email, passwordHash: row.password_hash } : null;
    },
    async savePendingSignIn(lookupId, userId) {
      await db.insertInto('pending_sign_ins').values({ lookup_id: lookupId, user_id: userId }).execute();
    },
    async findPendingSignIn(lookupId) {
      const row = await db.selectFrom('pending_sign_ins').select('user_id').where('lookup_id', '=', lookupId).executeTakeFirst();
      return row?.user_id ?? null;
    },
    async cancelSignIns(userId, now = new Date()) {
      const result = await db
        .updateTable('account_lookups')
        .set({ completed_at: isoNow(now) })
        .where('purpose', '=', 'sign_in')
        .where('completed_at', 'is', null)
        .where('id', 'in', db.selectFrom('pending_sign_ins').select('lookup_id').where('user_id', '=', userId))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async deletePendingEnrolment(lookupId) {
      await db.deleteFrom('pending_enrolments').where('lookup_id', '=', lookupId).execute();
    },
    async reserveCodeSend(lookupId, maxCodes) {
      const row = await db
        .updateTable('account_lookups')
        .set((eb) => ({ codes_sent: eb('codes_sent', '+', 1) }))
        .where('id', '=', lookupId)
        .where('codes_sent', '<', maxCodes)
        .returning('codes_sent')
        .executeTakeFirst();
      return row !== undefined;
    },
    async addCode(code, now = new Date()) {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('lookup_codes')
          .set({ used_at: isoNow(now) })
          .where('lookup_id', '=', code.lookupId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('lookup_codes')
          .values({ lookup_id: code.lookupId, code_hash: code.codeHash, channel: code.channel, expires_at: code.expiresAt })
          .execute();
      });
    },
    async reserveTry(lookupId, maxTries, now = new Date()) {
      const row = await db
        .updateTable('account_lookups')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', lookupId)
        .where('failures', '<', maxTries)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', isoNow(now))
        .returning('failures')
        .executeTakeFirst();
      return row?.failures ?? null;
    },
    async currentCode(lookupId, now = new Date()) {
      const row = await db
        .selectFrom('lookup_codes')
        .select(['id', 'code_hash'])
        .where('lookup_id', '=', lookupId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', isoNow(now))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { id: row.id, codeHash: row.code_hash } : null;
    },
    async complete(lookupId, codeId, now = new Date()) {
      const at = isoNow(now);
      return inTransaction(db, async (trx) => {
        const code = await trx
          .updateTable('lookup_codes')
          .set({ used_at: at })
          .where('id', '=', codeId)
          .where('lookup_id', '=', lookupId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(code.numUpdatedRows) !== 1) return false;
        const lookup = await trx
          .updateTable('account_lookups')
          .set({ completed_at: at })
          .where('id', '=', lookupId)
          .where('completed_at', 'is', null)
          .executeTakeFirst();
        return Number(lookup.numUpdatedRows) === 1;
      });
    },
    async deleteExpired(now = new Date()) {
      const result = await db.deleteFrom('account_lookups').where('expires_at', '<=', isoNow(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
