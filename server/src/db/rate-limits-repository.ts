import { sql, type Kysely } from 'kysely';
import { isoAfterSeconds, isoNow } from '../time.js';
import type { DatabaseSchema } from './schema.js';

export interface RateLimitsRepository {
  /**
   * Counts one hit in the fixed window of `key` and answers the count and when the window ends. One
   * upsert, so concurrent requests (and instances) never lose a hit; an ended window starts again at 1.
   */
  hit(key: string, windowSeconds: number, now?: Date): Promise<{ hits: number; resetAt: string }>;
  /** Forgets `key`'s window: its next hit starts again at 1. */
  forget(key: string): Promise<void>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createRateLimitsRepository(db: Kysely<DatabaseSchema>): RateLimitsRepository {
  return {
    async hit(key, windowSeconds, now = new Date()) {
      const at = isoNow(now);
      const resetAt = isoAfterSeconds(windowSeconds, now);
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: resetAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.reset_at <= ${at} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<string>`case when rate_limits.reset_at <= ${at} then ${resetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, resetAt: row.reset_at };
    },
    async forget(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async deleteExpired(now = new Date()) {
      const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', isoNow(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
