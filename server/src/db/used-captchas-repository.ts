import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import type { DatabaseSchema } from './schema.js';

export interface UsedCaptchasRepository {
  /** Records a redeemed challenge; false when it had been redeemed before (a replayed solution). */
  redeem(signature: string, expiresAt: string): Promise<boolean>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createUsedCaptchasRepository(db: Kysely<DatabaseSchema>): UsedCaptchasRepository {
  return {
    async redeem(signature, expiresAt) {
      const row = await db
        .insertInto('used_captchas')
        .values({ signature, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return row !== undefined;
    },
    async deleteExpired(now = new Date()) {
      const result = await db.deleteFrom('used_captchas').where('expires_at', '<=', isoNow(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
