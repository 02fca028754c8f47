import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Loans, their online users and the secure-message summaries (spec 3 "Account details").
 * Identity secrets are HMAC columns only (64 hex characters); there is no column for an SSN or a date of
 * birth in clear.
 */
export const createBorrowers: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('loan_accounts')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('account_number', 'text', (column) => column.notNull().unique())
      .addColumn('account_status', 'text', (column) => column.notNull())
      .addColumn('borrower_first_name', 'text', (column) => column.notNull())
      .addColumn('borrower_last_name', 'text', (column) => column.notNull())
      .addColumn('ssn_hash', 'text', (column) => column.notNull().check(sql`length(ssn_hash) = 64`))
      .addColumn('ssn_last_four_hash', 'text', (column) => column.notNull().check(sql`length(ssn_last_four_hash) = 64`))
      .addColumn('dob_hash', 'text', (column) => column.notNull().check(sql`length(dob_hash) = 64`))
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('vin', 'text', (column) => column.notNull())
      .addColumn('vehicle_description', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('autopay_flag', 'text', (column) => column.notNull().defaultTo('N').check(sql`autopay_flag in ('Y', 'N')`))
      .addColumn('billing_method', 'text', (column) => column.notNull().defaultTo('P').check(sql`billing_method in ('I', 'P')`))
      .addColumn('text_enrolled', 'text', (column) => column.notNull().defaultTo('N').check(sql`text_enrolled in ('Y', 'N')`))
      .addColumn('current_balance_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('payoff_amount_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('amount_due_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('payment_amount_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('per_diem_interest_cents', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_due_date', 'text')
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
    // Step 1 of the account lookup finds the borrower by SSN hash.
    await db.schema.createIndex('loan_accounts_ssn_hash').on('loan_accounts').column('ssn_hash').execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('username_key', 'text', (column) => column.notNull().unique())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('email_key', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('email_verified_at', timestamp)
      .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0).check(sql`failed_attempts >= 0`))
      .addColumn('locked_at', timestamp)
      .addColumn('loan_account_id', 'integer', (column) =>
        column.notNull().unique().references('loan_accounts.id').onDelete('cascade'),
      )
      .addColumn('password_changed_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
    // Forgot username finds every user of an address.
    await db.schema.createIndex('users_email_key').on('users').column('email_key').execute();

    await db.schema
      .createTable('message_summaries')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('sent_at', timestamp, (column) => column.notNull())
      .addColumn('read_at', timestamp)
      .execute();
    await db.schema.createIndex('message_summaries_loan_account').on('message_summaries').column('loan_account_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message_summaries').execute();
    await db.schema.dropTable('users').execute();
    await db.schema.dropTable('loan_accounts').execute();
  },
};
