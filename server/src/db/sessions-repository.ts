import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import type { DatabaseSchema } from './schema.js';

export interface NewSession {
  idHash: string;
  userId: number;
  csrfToken: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

/** A session that is neither idle-expired nor past its absolute lifetime, with what requests need of its user. */
export interface ActiveSession {
  idHash: string;
  userId: number;
  loanAccountId: number;
  /** F0184 of the loan: the account area is open only while it is 'AL'. */
  accountStatus: string;
  csrfToken: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

export interface SessionsRepository {
  create(session: NewSession): Promise<void>;
  findActive(idHash: string, now?: Date): Promise<ActiveSession | null>;
  /** Moves the idle expiry; false when the session no longer exists. */
  setIdleExpiry(idHash: string, idleExpiresAt: string): Promise<boolean>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of a user (password reset), or every other one (password change). */
  deleteForUser(userId: number, options?: { except?: string }): Promise<number>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createSessionsRepository(db: Kysely<DatabaseSchema>): SessionsRepository {
  return {
    async create(session) {
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          user_id: session.userId,
          csrf_token: session.csrfToken,
          idle_expires_at: session.idleExpiresAt,
          absolute_expires_at: session.absoluteExpiresAt,
        })
        .execute();
    },
    async findActive(idHash, now = new Date()) {
      const at = isoNow(now);
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('loan_accounts', 'loan_accounts.id', 'users.loan_account_id')
        .select([
          'sessions.id_hash',
          'sessions.user_id',
          'users.loan_account_id',
          'loan_accounts.account_status',
          'sessions.csrf_token',
          'sessions.idle_expires_at',
          'sessions.absolute_expires_at',
        ])
        .where('sessions.id_hash', '=', idHash)
        .where('sessions.idle_expires_at', '>', at)
        .where('sessions.absolute_expires_at', '>', at)
        .executeTakeFirst();
      if (!row) return null;
      return {
        idHash: row.id_hash,
        userId: row.user_id,
        loanAccountId: row.loan_account_id,
        accountStatus: row.account_status,
        csrfToken: row.csrf_token,
        idleExpiresAt: row.idle_expires_at,
        absoluteExpiresAt: row.absolute_expires_at,
      };
    },
    async setIdleExpiry(idHash, idleExpiresAt) {
      const result = await db.updateTable('sessions').set({ idle_expires_at: idleExpiresAt }).where('id_hash', '=', idHash).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async delete(idHash) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    async deleteForUser(userId, options = {}) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (options.except) query = query.where('id_hash', '!=', options.except);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteExpired(now = new Date()) {
      const at = isoNow(now);
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('idle_expires_at', '<=', at), eb('absolute_expires_at', '<=', at)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
