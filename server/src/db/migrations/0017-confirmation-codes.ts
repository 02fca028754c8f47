import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Decisions 032, 033: a code sent to the loan's e-mail or phone on file confirms an enrolment, and a sign-in
 * from a browser not seen before, with the account lookup's machinery (its token, codes, tries and limits).
 * - `account_lookups.purpose` keeps the three apart: a token of one purpose is unknown to the others.
 * - `pending_enrolments`: the online access an enrolment creates once its code comes back (the password already
 *   an argon2 hash); it goes with its lookup when that expires.
 * - `pending_sign_ins`: the user whose right password waits for its code.
 * - `remembered_devices`: "remember this device" for 30 days; the browser holds a signed random id, the table its
 *   SHA-256, so that a password change or reset can forget every device at once.
 */
export const confirmationCodes: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);
    await db.schema
      .alterTable('account_lookups')
      .addColumn('purpose', 'text', (column) => column.notNull().defaultTo('lookup').check(sql`purpose in ('lookup', 'enrolment', 'sign_in')`))
      .execute();
    await db.schema
      .createTable('pending_enrolments')
      .addColumn('lookup_id', 'integer', (column) => column.primaryKey().references('account_lookups.id').onDelete('cascade'))
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
    await db.schema
      .createTable('pending_sign_ins')
      .addColumn('lookup_id', 'integer', (column) => column.primaryKey().references('account_lookups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createTable('remembered_devices')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('remembered_devices_user').on('remembered_devices').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('remembered_devices').execute();
    await db.schema.dropTable('pending_sign_ins').execute();
    await db.schema.dropTable('pending_enrolments').execute();
    await db.schema.alterTable('account_lookups').dropColumn('purpose').execute();
  },
};
