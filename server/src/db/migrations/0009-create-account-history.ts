import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Monthly statements and the transaction history of a loan (spec 2.4 /account/statements and
 * /account/history). Amounts are integer cents; a transaction's amount is positive when it raises the
 * balance (interest, a fee) and negative when it lowers it (a payment, a credit), and its principal,
 * interest and fee parts add up to it. Dates are `YYYY-MM-DD` text on both dialects.
 */
export const createAccountHistory: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('statements')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('statement_date', 'text', (column) => column.notNull())
      .addColumn('period_start', 'text', (column) => column.notNull())
      .addColumn('period_end', 'text', (column) => column.notNull())
      .addColumn('previous_balance_cents', 'integer', (column) => column.notNull())
      /** Total received in the period, as a positive number. */
      .addColumn('payments_cents', 'integer', (column) => column.notNull())
      .addColumn('interest_cents', 'integer', (column) => column.notNull())
      .addColumn('fees_cents', 'integer', (column) => column.notNull())
      /** Credits (negative) and debits (positive) that are neither payments, interest nor fees. */
      .addColumn('adjustments_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('new_balance_cents', 'integer', (column) => column.notNull())
      .addColumn('amount_due_cents', 'integer', (column) => column.notNull())
      .addColumn('past_due_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('due_date', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addUniqueConstraint('statements_account_date', ['loan_account_id', 'statement_date'])
      .addCheckConstraint(
        'statements_balance_adds_up',
        sql`new_balance_cents = previous_balance_cents - payments_cents + interest_cents + fees_cents + adjustments_cents`,
      )
      .execute();

    await db.schema
      .createTable('account_transactions')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('posted_on', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('payment', 'interest', 'late_fee', 'adjustment')`))
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('amount_cents', 'integer', (column) => column.notNull())
      .addColumn('principal_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('interest_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('fees_cents', 'integer', (column) => column.notNull().defaultTo(0))
      /** The loan's balance after this transaction. */
      .addColumn('running_balance_cents', 'integer', (column) => column.notNull())
      /** Confirmation number of a payment, or the servicing system's reference of any other entry. */
      .addColumn('reference', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addCheckConstraint('account_transactions_parts_add_up', sql`amount_cents = principal_cents + interest_cents + fees_cents`)
      .execute();
    // Both lists read one account's rows newest first, a page at a time.
    await db.schema
      .createIndex('account_transactions_account_posted')
      .on('account_transactions')
      .columns(['loan_account_id', 'posted_on'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_transactions').execute();
    await db.schema.dropTable('statements').execute();
  },
};
