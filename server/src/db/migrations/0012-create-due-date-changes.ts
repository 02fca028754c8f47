import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Due-date changes (spec 4.7): one row per change of a loan's due date, with what it cost and why. The client's
 * Idempotency-Key is unique per loan, so a retried or doubled request finds the first change instead of making a
 * second, with the first answer to replay. Creates only its own table: numbered before 0013 and 0014, it may run
 * after them on a database that already has them.
 */
export const createDueDateChanges: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('due_date_changes')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('old_due_date', 'text', (column) => column.notNull())
      .addColumn('new_due_date', 'text', (column) => column.notNull())
      /** The business day (Central) of the change: the 12-month rule counts from it. */
      .addColumn('changed_on', 'text', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('other_reason', 'text', (column) => column.notNull().defaultTo('').check(sql`length(other_reason) <= 500`))
      .addColumn('per_diem_cents', 'integer', (column) => column.notNull().check(sql`per_diem_cents >= 0`))
      .addColumn('interest_cost_cents', 'integer', (column) => column.notNull().check(sql`interest_cost_cents >= 0`))
      .addColumn('confirmation_number', 'text', (column) => column.notNull().unique())
      .addColumn('idempotency_key', 'text', (column) => column.notNull())
      /** SHA-256 of the request body: the same key with another body is refused (422). */
      .addColumn('request_fingerprint', 'text', (column) => column.notNull())
      /** The first answer, replayed as it was for a repeated request. */
      .addColumn('first_answer', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addUniqueConstraint('due_date_changes_idempotency', ['loan_account_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('due_date_changes_loan_account').on('due_date_changes').columns(['loan_account_id', 'changed_on']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('due_date_changes').execute();
  },
};
