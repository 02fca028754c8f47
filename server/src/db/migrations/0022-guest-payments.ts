import type { Kysely, Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Paying without an account (docs/decisions/058).
 * - `loan_accounts.billing_zip`: the five-digit ZIP code of the billing address, one of the facts a guest lookup
 *   compares (null: the loan cannot be looked up as a guest).
 * - `guest_payment_tokens`: a matched lookup's token, as its SHA-256, good for GUEST_PAYMENT_LIMITS.tokenMinutes and
 *   one payment (`spent_at`, set in the payment's transaction; `payment_id` the payment it made).
 */
export const guestPayments: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);
    await db.schema.alterTable('loan_accounts').addColumn('billing_zip', 'text').execute();
    await db.schema
      .createTable('guest_payment_tokens')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .addColumn('spent_at', timestamp)
      .addColumn('payment_id', 'integer', (column) => column.references('payments.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('guest_payment_tokens_expiry').on('guest_payment_tokens').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('guest_payment_tokens').execute();
    await db.schema.alterTable('loan_accounts').dropColumn('billing_zip').execute();
  },
};
