import type { Kysely } from 'kysely';
import { addMonths, businessClock, daysBetween, isPastCutoff } from 'shared-contracts';
import { createAccountTransactionsRepository } from '../db/account-history-repository.js';
import type { DatabaseSchema, PaymentRow } from '../db/schema.js';

/*
 * The posting of payments (spec 2.4: a payment shows as pending, then in history as posted). A payment is
 * posted on its date once that day's cut-off has passed (6 p.m. Central, or any later day): until then the
 * customer may still cancel it. Posting splits it into interest — the per-diem × the days since the last
 * payment — and principal, writes the history entry, and moves the loan's balance, payoff, per-diem, amount
 * due and next due date in the same transaction, so every page shows figures that agree.
 */

export interface PostingResult {
  /** Scheduled payments whose day has come: now pending. */
  madePending: number;
  posted: number;
}

/** Whether a payment for `payOn` is due to post at this point of the company's day. */
export function isDueToPost(payOn: string, now: Date): boolean {
  const clock = businessClock(now);
  return payOn < clock.today || (payOn === clock.today && isPastCutoff(clock));
}

export async function postDuePayments(db: Kysely<DatabaseSchema>, now: Date): Promise<PostingResult> {
  const { today } = businessClock(now);
  const due = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['scheduled', 'pending'])
    .where('pay_on', '<=', today)
    .orderBy('pay_on')
    .orderBy('id')
    .execute();
  const result: PostingResult = { madePending: 0, posted: 0 };
  for (const payment of due) {
    if (isDueToPost(payment.pay_on, now)) {
      if (await postPayment(db, payment, today)) result.posted += 1;
    } else if (payment.status === 'scheduled') {
      // Its day has come: from now on it is in process, cancellable only until the cut-off.
      const updated = await db.updateTable('payments').set({ status: 'pending' }).where('id', '=', payment.id).where('status', '=', 'scheduled').executeTakeFirst();
      result.madePending += Number(updated.numUpdatedRows);
    }
  }
  return result;
}

/** Posts one payment; false when another instance (or a cancellation) got to it first. */
async function postPayment(db: Kysely<DatabaseSchema>, payment: PaymentRow, today: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Claiming the row first makes the posting happen once, whichever instance runs the job.
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'posted', posted_on: payment.pay_on })
      .where('id', '=', payment.id)
      .where('status', 'in', ['scheduled', 'pending'])
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;

    const loan = await trx.selectFrom('loan_accounts').selectAll().where('id', '=', payment.loan_account_id).executeTakeFirstOrThrow();
    const transactions = createAccountTransactionsRepository(trx);
    const lastPayment = await transactions.lastPayment(loan.id);
    const since = lastPayment?.posted_on ?? loan.created_at.slice(0, 10);
    const days = Math.max(0, daysBetween(since, payment.pay_on));
    const interestCents = Math.min(payment.amount_cents, loan.per_diem_interest_cents * days);
    const principalCents = Math.min(payment.amount_cents - interestCents, loan.current_balance_cents);
    // Anything above the balance (a payoff paid a day late, two payments that together pass it) is the borrower's
    // money: held as a credit balance, never booked as interest and never a negative balance (docs/decisions/051).
    // The ledger row holds what was applied to the loan, its parts adding up; the payment row keeps the credit part.
    const creditCents = payment.amount_cents - interestCents - principalCents;
    const appliedCents = interestCents + principalCents;
    const balanceCents = loan.current_balance_cents - principalCents;
    const perDiemCents = loan.current_balance_cents > 0 ? Math.round((loan.per_diem_interest_cents * balanceCents) / loan.current_balance_cents) : 0;
    const amountDueCents = Math.max(0, loan.amount_due_cents - payment.amount_cents);
    // The installment is paid: the next one is due a month later.
    const nextDueDate = loan.next_due_date && loan.amount_due_cents > 0 && amountDueCents === 0 ? addMonths(loan.next_due_date, 1) : loan.next_due_date;

    const inserted = await trx
      .insertInto('account_transactions')
      .values({
        loan_account_id: loan.id,
        posted_on: payment.pay_on,
        type: 'payment',
        code: payment.source === 'autopay' ? 'payment_autopay' : payment.source === 'guest' ? 'payment_guest' : 'payment_online',
        description: payment.source === 'autopay' ? 'Autopay payment — thank you' : 'Online payment — thank you',
        amount_cents: -appliedCents,
        principal_cents: -principalCents,
        interest_cents: -interestCents,
        fees_cents: 0,
        running_balance_cents: balanceCents,
        reference: payment.confirmation_number,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('payments').set({ transaction_id: inserted.id, credit_cents: creditCents }).where('id', '=', payment.id).execute();
    await trx
      .updateTable('loan_accounts')
      .set({
        current_balance_cents: balanceCents,
        per_diem_interest_cents: perDiemCents,
        // Interest accrues again from the payment's date up to today.
        payoff_amount_cents: balanceCents + perDiemCents * Math.max(0, daysBetween(payment.pay_on, today)),
        amount_due_cents: amountDueCents,
        next_due_date: nextDueDate,
        credit_balance_cents: loan.credit_balance_cents + creditCents,
      })
      .where('id', '=', loan.id)
      .execute();
    return true;
  });
}
