import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * The public site's contact form and dealer enquiries. `submission_id` is the form's own random
 * id (shared-contracts `submissionIdField`): unique, so a double submit or a retry stores one row.
 * `mailed_at` is set once the team's mail went out; a retry of a stored but unmailed submission sends it.
 */
export const createPublicForms: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('submission_id', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('account_number', 'text')
      .addColumn('topic', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull().check(sql`locale in ('en-US', 'es-US', 'pt-BR')`))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('mailed_at', timestamp)
      .execute();

    await db.schema
      .createTable('dealer_enquiries')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('submission_id', 'text', (column) => column.notNull().unique())
      .addColumn('dealership_name', 'text', (column) => column.notNull())
      .addColumn('contact_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('monthly_volume', 'text', (column) => column.notNull())
      .addColumn('message', 'text')
      .addColumn('locale', 'text', (column) => column.notNull().check(sql`locale in ('en-US', 'es-US', 'pt-BR')`))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('mailed_at', timestamp)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dealer_enquiries').execute();
    await db.schema.dropTable('contact_messages').execute();
  },
};
