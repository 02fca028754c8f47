import type { Kysely, Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Decision 031: the audit trail (security/security-audit.ts). No foreign key to users: a failed sign-in of an
 * unknown name has no user, and the trail must outlive what it records. The network address is kept only as a
 * keyed hash (the same address gives the same hash, so a burst from one client shows; the address itself
 * does not). Indexes serve the two reads: a user's recent events (settings) and the retention job's cut.
 */
export const createSecurityEvents: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('security_events')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('event', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('occurred_at', timestampType(dialect), (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('ip_hash', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('security_events_user_time').on('security_events').columns(['user_id', 'occurred_at']).execute();
    await db.schema.createIndex('security_events_time').on('security_events').column('occurred_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('security_events').execute();
  },
};
