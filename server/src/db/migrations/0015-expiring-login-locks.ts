import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampType } from './dialect-columns.js';

/**
 * Decision 030: a login lock that expires and grows, and failures that decay.
 * - `locked_until`: when the lock set at `locked_at` ends; null is a lock until a password reset (rows locked
 *   before this migration, and the seeded `locked` demo user, stay that way).
 * - `lock_count`: locks since the last sign-in or reset, which sets the next lock's length.
 * - `last_failed_at`: the last wrong password, so failures long ago stop counting towards a lock.
 */
export const expiringLoginLocks: Migration = {
  async up(db: Kysely<unknown>) {
    const timestamp = timestampType(dialectOf(db));
    await db.schema.alterTable('users').addColumn('locked_until', timestamp).execute();
    await db.schema.alterTable('users').addColumn('lock_count', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('last_failed_at', timestamp).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('last_failed_at').execute();
    await db.schema.alterTable('users').dropColumn('lock_count').execute();
    await db.schema.alterTable('users').dropColumn('locked_until').execute();
  },
};
