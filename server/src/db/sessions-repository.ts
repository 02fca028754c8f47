import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import { precompiledQuery } from './precompiled-query.js';
import type { DatabaseSchema } from './schema.js';

export interface NewSession {
  idHash: string;
  userId: number;
  csrfToken: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  /** The id the list of signed-in devices shows: never the cookie's value or its hash. Default: a new UUID. */
  publicId?: string;
  /** The browser's User-Agent header, cut to USER_AGENT_MAX_LENGTH; null or absent without one. */
  userAgent?: string | null;
}

/** Longest User-Agent kept: enough for any real browser, not a place to store a request's junk. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A live session of a user as the list of signed-in devices shows it. */
export interface UserSessionRow {
  idHash: string;
  publicId: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
}

interface ActiveSessionRow {
  id_hash: string;
  user_id: number;
  loan_account_id: number;
  account_status: string;
  csrf_token: string;
  idle_expires_at: string;
  absolute_expires_at: string;
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
  /** Moves the idle expiry and records the activity, in one statement; false when the session no longer exists. */
  setIdleExpiry(idHash: string, idleExpiresAt: string, now?: Date): Promise<boolean>;
  /** The user's live sessions, most recently active first. */
  listActiveForUser(userId: number, now?: Date): Promise<UserSessionRow[]>;
  /** Ends one session of the user by its public id; false when the user has no such session. */
  deleteByPublicId(userId: number, publicId: string): Promise<boolean>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of a user (password reset), or every other one (password change). */
  deleteForUser(userId: number, options?: { except?: string }): Promise<number>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createSessionsRepository(db: Kysely<DatabaseSchema>): SessionsRepository {
  // Every signed-in request runs the first, every keep-alive the second: compiled once (precompiled-query.ts).
  const activeSession = precompiledQuery<{ idHash: string; at: string }, ActiveSessionRow>(db, (param) =>
    db
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
      .where('sessions.id_hash', '=', param('idHash'))
      .where('sessions.idle_expires_at', '>', param('at'))
      .where('sessions.absolute_expires_at', '>', param('at')),
  );
  const idleExpiry = precompiledQuery<{ idHash: string; idleExpiresAt: string; lastActiveAt: string }, unknown>(db, (param) =>
    db
      .updateTable('sessions')
      .set({ idle_expires_at: param('idleExpiresAt'), last_active_at: param('lastActiveAt') })
      .where('id_hash', '=', param('idHash')),
  );
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
          public_id: session.publicId ?? randomUUID(),
          user_agent: session.userAgent ? session.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
          last_active_at: isoNow(),
        })
        .execute();
    },
    async findActive(idHash, now = new Date()) {
      const at = isoNow(now);
      const row = await activeSession.first({ idHash, at });
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
    async setIdleExpiry(idHash, idleExpiresAt, now = new Date()) {
      return (await idleExpiry.affected({ idHash, idleExpiresAt, lastActiveAt: isoNow(now) })) > 0;
    },
    async listActiveForUser(userId, now = new Date()) {
      const at = isoNow(now);
      const rows = await db
        .selectFrom('sessions')
        .select(['id_hash', 'public_id', 'user_agent', 'created_at', 'last_active_at'])
        .where('user_id', '=', userId)
        .where('public_id', 'is not', null)
        .where('idle_expires_at', '>', at)
        .where('absolute_expires_at', '>', at)
        .execute();
      return rows
        .map((row) => ({
          idHash: row.id_hash,
          publicId: row.public_id ?? '',
          userAgent: row.user_agent,
          createdAt: row.created_at,
          lastActiveAt: row.last_active_at ?? row.created_at,
        }))
        .sort((a, b) => (a.lastActiveAt < b.lastActiveAt ? 1 : a.lastActiveAt > b.lastActiveAt ? -1 : 0));
    },
    async deleteByPublicId(userId, publicId) {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
