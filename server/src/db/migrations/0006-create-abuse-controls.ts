import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampType } from './dialect-columns.js';

/**
 * Rate-limit counters and redeemed captcha challenges. In the database rather than in memory, so that
 * several server instances behind a load balancer count together
 * (docs/decisions/006-rate-limits-in-database.md).
 */
export const createAbuseControls: Migration = {
  async up(db: Kysely<unknown>) {
    const timestamp = timestampType(dialectOf(db));
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .addColumn('reset_at', timestamp, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('used_captchas')
      .addColumn('signature', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('used_captchas').execute();
    await db.schema.dropTable('rate_limits').execute();
  },
};
