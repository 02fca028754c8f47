import type { Kysely } from 'kysely';
import { addMonths, businessClock, daysBetween } from 'shared-contracts';
import { createRepositories } from '../db/repositories.js';
import type { DatabaseSchema, PaymentRow } from '../db/schema.js';
import { createTransact, type Transact } from '../db/unit-of-work.js';

/*
 * The posting of payments (spec 2.4: a payment shows as pending, then in history as posted). A payment goes to the
 * bank in the ACH file of its day, written after that day's cut-off (6 p.m. Central; payments/ach-origination.ts),
 * and posts once that file's settlement date has come (docs/decisions/055): until the cut-off the customer may
 * still cancel it. It posts as of its own date (the customer paid then): the split into interest — the per-diem ×
 * the days since the last payment — and principal, the history entry, and the loan's balance, payoff, per-diem,
 * amount due and next due date move in the same transaction, so every page shows figures that agree.
 */

export interface PostingResult {
  /** Scheduled payments whose day has come: now pending. */
  madePending: number;
  posted: number;
}

/** Whether a payment's ACH file has settled by `today`. */
export const hasSettled = (payment: Pick<PaymentRow, 'ach_file_id' | 'settles_on'>, today: string): boolean =>
  payment.ach_file_id !== null && payment.settles_on !== null && payment.settles_on <= today;

export async function postDuePayments(db: Kysely<DatabaseSchema>, now: Date): Promise<PostingResult> {
  const { today } = businessClock(now);
  const { payments } = createRepositories(db);
  const transact = createTransact(db);
  const result: PostingResult = { madePending: 0, posted: 0 };
  for (const payment of await payments.listDue(today)) {
    if (hasSettled(payment, today)) {
      if (await postPayment(transact, payment, today)) result.posted += 1;
    } else if (payment.status === 'scheduled') {
      // Its day has come: from now on it is in process, cancellable only until the cut-off.
      if (await payments.markPending(payment.id)) result.madePending += 1;
    }
  }
  return result;
}

/** Posts one payment; false when another instance (or a cancellation) got to it first. */
async function postPayment(transact: Transact, payment: PaymentRow, today: string): Promise<boolean> {
  return transact(async ({ payments, loanAccounts, accountTransactions }) => {
    // Claiming the row first makes the posting happen once, whichever instance runs the job.
    if (!(await payments.claimForPosting(payment.id, payment.pay_on))) return false;

    const loan = await loanAccounts.findById(payment.loan_account_id);
    if (!loan) throw new Error(`Payment ${payment.id} names no loan`);
    const lastPayment = await accountTransactions.lastPayment(loan.id);
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

    const transactionId = await accountTransactions.insert(loan.id, {
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
    });
    await payments.recordPosting(payment.id, transactionId, creditCents);
    await loanAccounts.setFigures(loan.id, {
      current_balance_cents: balanceCents,
      per_diem_interest_cents: perDiemCents,
      // Interest accrues again from the payment's date up to today.
      payoff_amount_cents: balanceCents + perDiemCents * Math.max(0, daysBetween(payment.pay_on, today)),
      amount_due_cents: amountDueCents,
      next_due_date: nextDueDate,
      credit_balance_cents: loan.credit_balance_cents + creditCents,
    });
    return true;
  });
}
