import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Product-analytics events recorded by `/mp/*` when no ANALYTICS_UPSTREAM is configured (spec 7).
 * No column for the sender's address: the server keeps no IP beyond what an event itself carries.
 */
export const createAnalyticsEvents: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('received_at', timestampType(dialect), (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('route', 'text', (column) =>
        column.notNull().check(sql`route in ('track', 'engage', 'groups', 'record', 'flags')`),
      )
      .addColumn('event_name', 'text')
      .addColumn('distinct_id', 'text')
      .addColumn('properties', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('analytics_events_event_name').on('analytics_events').column('event_name').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_events').execute();
  },
};
