import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Passkeys (WebAuthn; docs/decisions/052).
 * - `passkeys`: a borrower's credentials. `public_id` names one in the API (never the credential id);
 *   `credential_id` and `public_key` are base64url; `counter` is the authenticator's signature counter (a 32-bit
 *   unsigned number, hence bigint), kept to refuse a cloned authenticator's replay; `transports` is JSON.
 * - `webauthn_challenges`: the challenge of each options answer, in the database so that every instance behind the
 *   balancer can check it (docs/decisions/037). Single-use: answering deletes the row. Bound to the session that
 *   asked (registration) or to the pre-login cookie of the sign-in (`binding_hash`: SHA-256 of either).
 */
export const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('public_id', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (column) => column.notNull().unique())
      .addColumn('public_key', 'text', (column) => column.notNull())
      .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('transports', 'text')
      .addColumn('name', 'text')
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('last_used_at', timestamp)
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('registration', 'sign_in')`))
      .addColumn('binding_hash', 'text', (column) => column.notNull())
      .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('challenge', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('webauthn_challenges_binding').on('webauthn_challenges').columns(['purpose', 'binding_hash']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webauthn_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
