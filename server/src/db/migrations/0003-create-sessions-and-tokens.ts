import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Signed-in sessions and the single-use links (e-mail verification, password reset). Both keep only the
 * SHA-256 of what the browser or the mail holds.
 */
export const createSessionsAndTokens: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('csrf_token', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('idle_expires_at', timestamp, (column) => column.notNull())
      .addColumn('absolute_expires_at', timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_idle_expires_at').on('sessions').column('idle_expires_at').execute();

    await db.schema
      .createTable('one_time_tokens')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('verify', 'reset')`))
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema.createIndex('one_time_tokens_user').on('one_time_tokens').columns(['user_id', 'purpose']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('one_time_tokens').execute();
    await db.schema.dropTable('sessions').execute();
  },
};
