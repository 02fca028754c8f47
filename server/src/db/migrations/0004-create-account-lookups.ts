import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/** Forgot account number (spec 4.4): the lookups of step 1 and the codes of step 2. */
export const createAccountLookups: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('account_lookups')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('codes_sent', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .addColumn('completed_at', timestamp)
      .execute();

    await db.schema
      .createTable('lookup_codes')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('lookup_id', 'integer', (column) => column.notNull().references('account_lookups.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema.createIndex('lookup_codes_lookup').on('lookup_codes').column('lookup_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lookup_codes').execute();
    await db.schema.dropTable('account_lookups').execute();
  },
};
