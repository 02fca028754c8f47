import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/** Mail without SMTP_URL, and every text message: what /dev/mailbox shows outside production. */
export const createOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('mail', 'sms')`))
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('created_at', timestampType(dialect), (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbox').execute();
  },
};
