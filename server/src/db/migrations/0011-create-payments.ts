import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Saved bank accounts, payments and autopay (spec 2.4, the money calls). A bank account number is stored only
 * encrypted (AES-256-GCM, `account_number_key_id` names the key for rotation); the pages see its last four. A
 * payment carries the client's Idempotency-Key, unique per loan, so a retried or doubled request finds the
 * first payment instead of making a second one, and the first answer to replay.
 */
export const createPayments: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('payment_methods')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('account_type', 'text', (column) => column.notNull().check(sql`account_type in ('checking', 'savings')`))
      .addColumn('routing_number', 'text', (column) => column.notNull().check(sql`length(routing_number) = 9`))
      .addColumn('account_number_ciphertext', 'text', (column) => column.notNull())
      .addColumn('account_number_key_id', 'text', (column) => column.notNull())
      .addColumn('last4', 'text', (column) => column.notNull().check(sql`length(last4) = 4`))
      .addColumn('holder_name', 'text', (column) => column.notNull())
      .addColumn('nickname', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      /** Removed by the customer: kept for the payments that used it, never listed or used again. */
      .addColumn('removed_at', timestamp)
      .execute();
    await db.schema.createIndex('payment_methods_loan_account').on('payment_methods').column('loan_account_id').execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('payment_method_id', 'integer', (column) => column.notNull().references('payment_methods.id'))
      .addColumn('amount_cents', 'integer', (column) => column.notNull().check(sql`amount_cents > 0`))
      .addColumn('pay_on', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('scheduled', 'pending', 'posted', 'cancelled')`))
      .addColumn('source', 'text', (column) => column.notNull().defaultTo('online').check(sql`source in ('online', 'autopay')`))
      .addColumn('confirmation_number', 'text', (column) => column.notNull().unique())
      .addColumn('idempotency_key', 'text')
      /** SHA-256 of the request body: the same key with another body is refused (422). */
      .addColumn('request_fingerprint', 'text')
      /** The first answer, replayed as it was for a repeated request. */
      .addColumn('first_answer', 'text')
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('cancelled_at', timestamp)
      .addColumn('posted_on', 'text')
      /** The history entry the posting wrote. */
      .addColumn('transaction_id', 'integer', (column) => column.references('account_transactions.id'))
      .addUniqueConstraint('payments_idempotency', ['loan_account_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('payments_loan_account').on('payments').columns(['loan_account_id', 'status']).execute();
    // The posting job reads what is due, across loans.
    await db.schema.createIndex('payments_due').on('payments').columns(['status', 'pay_on']).execute();

    await db.schema
      .createTable('autopay_enrolments')
      .addColumn('loan_account_id', 'integer', (column) => column.primaryKey().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('payment_method_id', 'integer', (column) => column.notNull().references('payment_methods.id'))
      .addColumn('draft_day', 'integer', (column) => column.notNull().check(sql`draft_day between 1 and 28`))
      .addColumn('enrolled_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('autopay_enrolments').execute();
    await db.schema.dropTable('payments').execute();
    await db.schema.dropTable('payment_methods').execute();
  },
};
