import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowDefault, timestampType } from './dialect-columns.js';

/**
 * The loan over time (docs/decisions/057): the three daily jobs of the loan's cycle each write one row per
 * loan and cycle, keyed so that a second run, or a second instance running at the same moment, finds the row
 * and does nothing (the insert is the claim; the job lease only saves work).
 * - autopay_drafts: one per loan and draft cycle (the month's draft day, before the business-day move), with
 *   the payment it scheduled, or none when the cycle was already paid; `notified_at` once the mail went.
 * - statement_deliveries: how a statement the cycle job made reaches the borrower (a notice mail for
 *   paperless, a line of the print list otherwise); `delivered_at` once mailed or listed.
 * - payment_reminders: one per loan, due date and channel; the row is written before the message is sent.
 * - loan_accounts: the borrower's reminder choice (spec 2.4 settings): e-mail and/or SMS, 3 or 5 days ahead, off.
 */
export const loanCycles: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('autopay_drafts')
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      /** `YYYY-MM-DD`: the enrolment's draft day in the cycle's month (the draft itself may be a business day later). */
      .addColumn('cycle_date', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull().check(sql`outcome in ('scheduled', 'already_paid')`))
      .addColumn('payment_id', 'integer', (column) => column.references('payments.id'))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('notified_at', timestamp)
      .addPrimaryKeyConstraint('autopay_drafts_pk', ['loan_account_id', 'cycle_date'])
      .execute();

    await db.schema
      .createTable('statement_deliveries')
      .addColumn('statement_id', 'integer', (column) => column.primaryKey().references('statements.id').onDelete('cascade'))
      .addColumn('method', 'text', (column) => column.notNull().check(sql`method in ('email', 'print')`))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('delivered_at', timestamp)
      .execute();
    await db.schema.createIndex('statement_deliveries_waiting').on('statement_deliveries').columns(['method', 'delivered_at']).execute();

    await db.schema
      .createTable('payment_reminders')
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('due_date', 'text', (column) => column.notNull())
      .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
      .addColumn('sent_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addPrimaryKeyConstraint('payment_reminders_pk', ['loan_account_id', 'due_date', 'channel'])
      .execute();

    await db.schema.alterTable('loan_accounts').addColumn('reminder_email', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('loan_accounts').addColumn('reminder_sms', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema
      .alterTable('loan_accounts')
      .addColumn('reminder_days_before', 'integer', (column) => column.notNull().defaultTo(3).check(sql`reminder_days_before in (3, 5)`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('loan_accounts').dropColumn('reminder_days_before').execute();
    await db.schema.alterTable('loan_accounts').dropColumn('reminder_sms').execute();
    await db.schema.alterTable('loan_accounts').dropColumn('reminder_email').execute();
    await db.schema.dropTable('payment_reminders').execute();
    await db.schema.dropIndex('statement_deliveries_waiting').execute();
    await db.schema.dropTable('statement_deliveries').execute();
    await db.schema.dropTable('autopay_drafts').execute();
  },
};
