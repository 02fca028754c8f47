import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import { inTransaction } from './in-transaction.js';
import type { DatabaseSchema, OneTimeTokenPurpose } from './schema.js';

export interface OneTimeTokensRepository {
  /** Stores a new link token; earlier unused ones of the same user and purpose stop working. No such user: nothing stored. */
  issue(token: { tokenHash: string; purpose: OneTimeTokenPurpose; userId: number; expiresAt: string }, now?: Date): Promise<void>;
  /** The user of a token that is unused and unexpired, without spending it. */
  findValid(tokenHash: string, purpose: OneTimeTokenPurpose, now?: Date): Promise<{ userId: number } | null>;
  /** Spends a valid token, atomically: of two concurrent uses, one gets the user id, the other null. */
  consume(tokenHash: string, purpose: OneTimeTokenPurpose, now?: Date): Promise<{ userId: number } | null>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createOneTimeTokensRepository(db: Kysely<DatabaseSchema>): OneTimeTokensRepository {
  return {
    async issue(token, now = new Date()) {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('one_time_tokens')
          .set({ used_at: isoNow(now) })
          .where('user_id', '=', token.userId)
          .where('purpose', '=', token.purpose)
          .where('used_at', 'is', null)
          .execute();
        // Inserted from the user's row: for an id no user has (a reset asked for an unknown name) the same two
        // statements run and store nothing, so known and unknown names cost the same (docs/decisions/050).
        await trx
          .insertInto('one_time_tokens')
          .columns(['token_hash', 'purpose', 'user_id', 'expires_at'])
          .expression((eb) =>
            eb
              .selectFrom('users')
              .select([eb.val(token.tokenHash).as('token_hash'), eb.val(token.purpose).as('purpose'), 'users.id as user_id', eb.val(token.expiresAt).as('expires_at')])
              .where('users.id', '=', token.userId),
          )
          .execute();
      });
    },
    async findValid(tokenHash, purpose, now = new Date()) {
      const row = await db
        .selectFrom('one_time_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', isoNow(now))
        .executeTakeFirst();
      return row ? { userId: row.user_id } : null;
    },
    async consume(tokenHash, purpose, now = new Date()) {
      const at = isoNow(now);
      const row = await db
        .updateTable('one_time_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      return row ? { userId: row.user_id } : null;
    },
    async deleteExpired(now = new Date()) {
      const result = await db.deleteFrom('one_time_tokens').where('expires_at', '<=', isoNow(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
