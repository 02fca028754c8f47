import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Settings of the signed-in area (spec 2.4 `/account/settings`):
 * - users: the language of mail and text messages, and when the electronic consent agreement was accepted;
 * - sessions: a public id (the list and "sign out" name a session by it, never by its hash), the user agent
 *   and the last activity, for the list of signed-in devices;
 * - email_changes: an address waiting for its link (a one_time_tokens 'verify' token of the same hash);
 * - phone_verifications: a number waiting for its six-digit code, kept as an HMAC with its tries.
 */
export const createSettings: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en-US').check(sql`language in ('en-US', 'es-US', 'pt-BR')`))
      .execute();
    await db.schema.alterTable('users').addColumn('electronic_consent_at', timestamp).execute();

    await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_active_at', timestamp).execute();
    // Sessions alive during the upgrade get their public id here; new ones get it at login.
    const live = await sql<{ id_hash: string }>`select id_hash from sessions`.execute(db);
    for (const row of live.rows) {
      await sql`update sessions set public_id = ${randomUUID()}, last_active_at = created_at where id_hash = ${row.id_hash}`.execute(db);
    }
    await db.schema.createIndex('sessions_public_id').on('sessions').column('public_id').unique().execute();

    await db.schema
      .createTable('email_changes')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('user_id', 'integer', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('phone_verifications')
      .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('codes_sent', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('phone_verifications').execute();
    await db.schema.dropTable('email_changes').execute();
    await db.schema.dropIndex('sessions_public_id').execute();
    await db.schema.alterTable('sessions').dropColumn('last_active_at').execute();
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    await db.schema.alterTable('sessions').dropColumn('public_id').execute();
    await db.schema.alterTable('users').dropColumn('electronic_consent_at').execute();
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
