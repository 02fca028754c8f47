import type { Kysely } from 'kysely';
import { buildAccountHistory } from './account-history.js';
import { createAccountTransactionsRepository, createStatementsRepository } from './account-history-repository.js';
import { isUniqueViolation } from './constraint-errors.js';
import { DEMO_BORROWERS } from './demo-data.js';
import type { DatabaseSchema } from './schema.js';
import { inTransaction } from './in-transaction.js';

/**
 * Statements and history for the demo loans that have them (demo-data.ts `history`), built from each loan
 * as the database holds it today (balance, per-diem, payment, next due date), so that a database seeded
 * before this existed gets a history that ends where its loan stands. A loan that has any statement or
 * transaction is left alone. Returns the account numbers given a history.
 */
export async function seedDemoAccountHistory(db: Kysely<DatabaseSchema>, now: Date = new Date()): Promise<string[]> {
  const seeded: string[] = [];
  for (const borrower of DEMO_BORROWERS) {
    if (!borrower.history) continue;
    const loan = await db.selectFrom('loan_accounts').selectAll().where('account_number', '=', borrower.accountNumber).executeTakeFirst();
    const nextDueDate = loan?.next_due_date;
    if (!loan || !nextDueDate || loan.payment_amount_cents <= 0) continue;
    const { history } = borrower;
    const added = await inTransaction(db, async (trx) => {
        const hasStatement = await trx.selectFrom('statements').select('id').where('loan_account_id', '=', loan.id).limit(1).executeTakeFirst();
        const hasTransaction = await trx.selectFrom('account_transactions').select('id').where('loan_account_id', '=', loan.id).limit(1).executeTakeFirst();
        if (hasStatement || hasTransaction) return false;
        const built = buildAccountHistory({
          balanceCents: loan.current_balance_cents,
          perDiemCents: loan.per_diem_interest_cents,
          paymentCents: loan.payment_amount_cents,
          nextDueDate,
          today: now.toISOString().slice(0, 10),
          months: history.months,
          statements: history.statements,
        });
        await createAccountTransactionsRepository(trx).insertMany(loan.id, built.transactions);
        await createStatementsRepository(trx).insertMany(loan.id, built.statements);
        return true;
      })
      // Another instance gave this loan its history in the meantime (statements are unique by date).
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (added) seeded.push(loan.account_number);
  }
  return seeded;
}
