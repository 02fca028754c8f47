import type { Kysely, Migration } from 'kysely';

/**
 * Money guards (docs/decisions/051): money paid above the balance at posting is held as a credit, never booked
 * as interest. `loan_accounts.credit_balance_cents` is what the borrower has in credit now;
 * `payments.credit_cents` the part of each posted payment that went to it (the ledger row holds what was
 * applied to the loan, its parts adding up as before). An index serves the payment guards' reads: a loan's
 * open and recent payments.
 */
export const moneyGuards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('loan_accounts').addColumn('credit_balance_cents', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('payments').addColumn('credit_cents', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('payments_loan_status').on('payments').columns(['loan_account_id', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payments_loan_status').execute();
    await db.schema.alterTable('payments').dropColumn('credit_cents').execute();
    await db.schema.alterTable('loan_accounts').dropColumn('credit_balance_cents').execute();
  },
};
