import type { Kysely } from 'kysely';
import { addMonths, businessClock, businessDayOnOrAfter, daysBetween } from 'shared-contracts';
import { claimOnce, createLoanCyclesRepository, type AutopayCandidate } from '../db/loan-cycles-repository.js';
import { createRepositories } from '../db/repositories.js';
import type { DatabaseSchema } from '../db/schema.js';
import { customerLocale } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { isoNow } from '../time.js';
import { autopayScheduledMail } from '../cycles/cycle-messages.js';
import { newConfirmationNumber } from './payments-service.js';

/*
 * Autopay drafts (spec 2.4 autopay; docs/decisions/057). On the enrolment's draft day of the month — or the next
 * business day when it falls on a weekend or holiday (money.ts `businessDayOnOrAfter`) — the job schedules the
 * amount due for that day as an autopay payment, which the posting job (docs/decisions/020) then posts like any
 * other, and mails the borrower. Once per cycle: the cycle is the draft day's month, and its `autopay_drafts` row
 * (primary key loan + cycle) is inserted in the same transaction as the payment, so a second run or a second
 * instance loses on the key and schedules nothing. A cycle whose amount due is already paid (or on its way in
 * scheduled and pending payments) gets the row too, with no payment, so that a bill made later in the month is
 * not drafted by a late run.
 */

/** A run this many days after a draft day still drafts (an outage, a missed run); later the cycle is let go. */
export const AUTOPAY_CATCH_UP_DAYS = 3;

export interface AutopayDraftsResult {
  scheduled: number;
  alreadyPaid: number;
  notified: number;
  notifyFailed: number;
}

export interface AutopayDraftsDeps {
  transport: Pick<MessageTransport, 'sendMail'>;
  /** The site's origin for the mail's link (PUBLIC_URL). */
  origin: string;
}

/**
 * The draft cycle `today` belongs to for a draft day: the month's draft day (the "cycle date") whose business day is
 * today or up to AUTOPAY_CATCH_UP_DAYS before; null on other days. Last month's draft day counts too: the 28th of
 * a February that ends on a weekend drafts on the 1st or 2nd of March.
 */
export function draftCycleOn(today: string, draftDay: number): { cycleDate: string; draftOn: string } | null {
  const thisMonth = `${today.slice(0, 8)}${String(draftDay).padStart(2, '0')}`;
  for (const cycleDate of [thisMonth, addMonths(thisMonth, -1)]) {
    const draftOn = businessDayOnOrAfter(cycleDate);
    const late = daysBetween(draftOn, today);
    if (late >= 0 && late <= AUTOPAY_CATCH_UP_DAYS) return { cycleDate, draftOn };
  }
  return null;
}

export async function draftAutopayPayments(db: Kysely<DatabaseSchema>, now: Date, deps: AutopayDraftsDeps): Promise<AutopayDraftsResult> {
  const { today } = businessClock(now);
  const cycles = createLoanCyclesRepository(db);
  const result: AutopayDraftsResult = { scheduled: 0, alreadyPaid: 0, notified: 0, notifyFailed: 0 };
  for (const candidate of await cycles.autopayCandidates()) {
    const cycle = draftCycleOn(today, candidate.draftDay);
    if (!cycle || candidate.loan.account_status !== 'AL') continue;
    if (await cycles.hasAutopayDraft(candidate.loan.id, cycle.cycleDate)) continue;
    const outcome = await draftOne(db, candidate, cycle.cycleDate, today, now);
    if (outcome === 'scheduled') result.scheduled += 1;
    if (outcome === 'already_paid') result.alreadyPaid += 1;
  }
  // Every scheduled draft not yet told, this run's and any an earlier run could not mail.
  for (const draft of await cycles.autopayDraftsToNotify()) {
    if (!(await cycles.markAutopayNotified(draft.loanAccountId, draft.cycleDate, isoNow(now)))) continue;
    try {
      await deps.transport.sendMail(
        autopayScheduledMail({
          locale: customerLocale(draft.language),
          to: draft.email,
          name: draft.firstName,
          origin: deps.origin,
          amountCents: draft.amountCents,
          last4: draft.last4,
          payOn: draft.payOn,
          dueDate: draft.dueDate,
          confirmationNumber: draft.confirmationNumber,
        }),
      );
      result.notified += 1;
    } catch {
      // Left for the next run; the draft itself stands.
      await cycles.unmarkAutopayNotified(draft.loanAccountId, draft.cycleDate);
      result.notifyFailed += 1;
    }
  }
  return result;
}

/** The cycle's row and, when something is due, its payment, in one transaction; null when another run had it. */
async function draftOne(db: Kysely<DatabaseSchema>, candidate: AutopayCandidate, cycleDate: string, today: string, now: Date): Promise<'scheduled' | 'already_paid' | null> {
  let outcome: 'scheduled' | 'already_paid' = 'already_paid';
  const committed = await claimOnce(db, async (trx) => {
    const cycles = createLoanCyclesRepository(trx);
    const { loanAccounts, payments } = createRepositories(trx);
    // Under the loan's lock (PostgreSQL), so an online payment made at this moment is counted or waits.
    const loan = await loanAccounts.lockForMoneyChange(candidate.loan.id);
    if (!loan) return;
    const open = await cycles.openPaymentsCents(loan.id);
    const dueCents = Math.min(loan.amount_due_cents - open, loan.current_balance_cents);
    outcome = dueCents > 0 && loan.next_due_date ? 'scheduled' : 'already_paid';
    await cycles.addAutopayDraft(loan.id, cycleDate, outcome);
    if (outcome === 'already_paid') return;
    const payment = await payments.insert({
      loan_account_id: loan.id,
      payment_method_id: candidate.paymentMethodId,
      amount_cents: dueCents,
      pay_on: today,
      // As an online payment for today (payments-service.ts): in process until the day's cut-off.
      status: 'pending',
      source: 'autopay',
      confirmation_number: newConfirmationNumber(),
      // The cycle in the payment's own key too: the payments table refuses a second draft of it by itself.
      idempotency_key: `autopay:${cycleDate}`,
      created_at: isoNow(now),
    });
    await cycles.linkAutopayDraftPayment(loan.id, cycleDate, payment.id);
  });
  return committed ? outcome : null;
}
