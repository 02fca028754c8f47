import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import type { DatabaseSchema } from './schema.js';

/** "Remember this device" (docs/decisions/033): which browsers skip the code of a new device, per user. */
export interface RememberedDevicesRepository {
  remember(device: { tokenHash: string; userId: number; expiresAt: string }): Promise<void>;
  /** The device is the user's and its 30 days have not run out. */
  isRemembered(tokenHash: string, userId: number, now?: Date): Promise<boolean>;
  /** A password change or reset: every browser asks for a code again. */
  forgetForUser(userId: number): Promise<number>;
  deleteExpired(now?: Date): Promise<number>;
}

export function createRememberedDevicesRepository(db: Kysely<DatabaseSchema>): RememberedDevicesRepository {
  return {
    async remember(device) {
      await db.insertInto('remembered_devices').values({ token_hash: device.tokenHash, user_id: device.userId, expires_at: device.expiresAt }).execute();
    },
    async isRemembered(tokenHash, userId, now = new Date()) {
      const row = await db
        .selectFrom('remembered_devices')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', userId)
        .where('expires_at', '>', isoNow(now))
        .executeTakeFirst();
      return row !== undefined;
    },
    async forgetForUser(userId) {
      const result = await db.deleteFrom('remembered_devices').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteExpired(now = new Date()) {
      const result = await db.deleteFrom('remembered_devices').where('expires_at', '<=', isoNow(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
