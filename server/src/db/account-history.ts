import type { Insertable } from 'kysely';
import type { AccountTransactionType, AccountTransactionsTable, StatementsTable } from './schema.js';

/*
 * A loan's past, made up so that it ends exactly where the loan stands today (the demo user's
 * statements and history of spec 2.4). The loan is serviced as most used-car loans are: interest at a fixed rate is
 * posted on the statement date (the 20th for a loan due on the 15th) and each payment pays the posted
 * interest first, then principal. Walking back from today's balance keeps every running balance and every
 * statement's arithmetic exact.
 */

export type NewTransaction = Required<Omit<Insertable<AccountTransactionsTable>, 'id' | 'created_at' | 'loan_account_id'>>;
export type NewStatement = Required<Omit<Insertable<StatementsTable>, 'id' | 'created_at' | 'loan_account_id'>>;

export interface HistoryInput {
  /** Today's balance: the running balance after the newest transaction. */
  balanceCents: number;
  /** One day's interest on today's balance; gives the loan's rate. */
  perDiemCents: number;
  paymentCents: number;
  /** `YYYY-MM-DD`: the first due date not yet paid. */
  nextDueDate: string;
  /** `YYYY-MM-DD`. */
  today: string;
  /** Months of transactions (one payment each). */
  months: number;
  /** Monthly statements kept online, newest. */
  statements: number;
}

export interface AccountHistory {
  /** Oldest first, in posting order. */
  transactions: NewTransaction[];
  /** Oldest first. */
  statements: NewStatement[];
}

// Dates are `YYYY-MM-DD` strings, computed in UTC so no time zone moves a day.
const toTime = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);
/** The same day of the month `months` later (or earlier), on the month's last day when it has fewer days. */
export function addMonths(date: string, months: number, day = Number(date.slice(8, 10))): string {
  const first = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromTime(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
}

/** Days the customer paid ahead of the due date, month by month: people are not clockwork. */
const DAYS_EARLY = [2, 1, 3, 0, 2, 4, 1, 2, 0, 3];
/** The one late payment of the demo history (months before the next due date), 12 days late. */
const LATE_MONTH = 14;
const LATE_DAYS = 12;
/** Charged when a payment is more than 10 days late; this one was waived as a courtesy. */
const LATE_FEE_CENTS = 2500;
const LATE_FEE_AFTER_DAYS = 11;

/** Sort order of entries posted on one day: the statement's interest closes the day. */
const SAME_DAY_ORDER: Record<AccountTransactionType, number> = { payment: 0, late_fee: 1, adjustment: 2, interest: 3 };

interface Entry {
  postedOn: string;
  type: AccountTransactionType;
  description: string;
  reference: string;
  /** Known up front except for interest, which the backward walk fills in. */
  amountCents: number;
  /** Interest entries: the days the posting covers. */
  days?: number;
}

const compact = (date: string) => date.replaceAll('-', '');

function paymentEntry(k: number, postedOn: string, amountCents: number, checkNumber: () => number): Entry {
  // Mostly online, every sixth month by phone, twice a mailed check.
  if (k === 9 || k === 21) {
    const number = checkNumber();
    return { postedOn, type: 'payment', description: `Check payment #${number} — thank you`, reference: `CHK-${number}`, amountCents: -amountCents };
  }
  if (k % 6 === 0) {
    return { postedOn, type: 'payment', description: 'Payment by phone — thank you', reference: `IVR-${compact(postedOn)}-${String(3000 + ((k * 379) % 7000))}`, amountCents: -amountCents };
  }
  return { postedOn, type: 'payment', description: 'Online payment — thank you', reference: `WEB-${compact(postedOn)}-${String(1000 + ((k * 7919) % 9000))}`, amountCents: -amountCents };
}

/** The history of `input.months` months and the newest `input.statements` statements, ending today. */
export function buildAccountHistory(input: HistoryInput): AccountHistory {
  const { paymentCents, nextDueDate, today, months } = input;
  const dueDay = Number(nextDueDate.slice(8, 10));
  const statementDay = Math.min(dueDay + 5, 28);
  const dailyRate = input.balanceCents > 0 ? input.perDiemCents / input.balanceCents : 0;
  const aprPercent = (dailyRate * 365 * 100).toFixed(2);

  /** The k-th due date before the next one (k = 0 is the next one). */
  const dueDate = (k: number) => addMonths(nextDueDate, -k, dueDay);
  /** The statement that asked for due date k: dated in the month before it. */
  const statementDate = (k: number) => addMonths(dueDate(k), -1, statementDay);
  const lateMonth = months > LATE_MONTH ? LATE_MONTH : null;

  const paidOn = (k: number): string => {
    if (k === lateMonth) return addDays(dueDate(k), LATE_DAYS);
    const planned = addDays(dueDate(k), -DAYS_EARLY[k % DAYS_EARLY.length]!);
    // The payment of the latest due date is made: the loan's next due date says so.
    return k === 1 && planned >= today ? addDays(today, -1) : planned;
  };

  const entries: Entry[] = [];
  let nextCheck = 1040;
  const checkNumber = () => (nextCheck += 1);
  for (let k = months; k >= 1; k -= 1) entries.push(paymentEntry(k, paidOn(k), paymentCents, checkNumber));
  const statementDates: Array<{ k: number; date: string }> = [];
  for (let k = months; k >= 0; k -= 1) {
    const date = statementDate(k);
    if (date > today) continue;
    statementDates.push({ k, date });
    const days = daysBetween(statementDate(k + 1), date);
    entries.push({
      postedOn: date,
      type: 'interest',
      description: `Interest charged — ${days} days at ${aprPercent}% APR`,
      reference: `INT-${compact(date).slice(0, 6)}`,
      amountCents: 0,
      days,
    });
  }
  if (lateMonth !== null) {
    const feeDate = addDays(dueDate(lateMonth), LATE_FEE_AFTER_DAYS);
    entries.push(
      { postedOn: feeDate, type: 'late_fee', description: `Late fee — payment due ${dueDate(lateMonth)}`, reference: `FEE-${compact(feeDate)}`, amountCents: LATE_FEE_CENTS },
      {
        postedOn: addDays(feeDate, 2),
        type: 'adjustment',
        description: 'Late fee waived — courtesy credit',
        reference: `ADJ-${compact(addDays(feeDate, 2))}`,
        amountCents: -LATE_FEE_CENTS,
      },
    );
  }
  entries.sort((a, b) => (a.postedOn === b.postedOn ? SAME_DAY_ORDER[a.type] - SAME_DAY_ORDER[b.type] : a.postedOn < b.postedOn ? -1 : 1));

  // Backwards from today's balance: each entry's running balance, and the interest that led to it.
  const runningAfter: number[] = new Array<number>(entries.length);
  let balance = input.balanceCents;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    runningAfter[index] = balance;
    if (entry.type === 'interest') {
      // balance = before + before·r·d, so the interest is balance·r·d / (1 + r·d).
      const periodRate = dailyRate * (entry.days ?? 0);
      entry.amountCents = Math.round((balance * periodRate) / (1 + periodRate));
    }
    balance -= entry.amountCents;
  }

  // Forwards: how each payment splits between the interest posted so far and principal.
  let unpaidInterest = 0;
  const transactions: NewTransaction[] = entries.map((entry, index) => {
    const parts = { principal_cents: 0, interest_cents: 0, fees_cents: 0 };
    if (entry.type === 'interest') {
      parts.interest_cents = entry.amountCents;
      unpaidInterest += entry.amountCents;
    } else if (entry.type === 'payment') {
      const interest = Math.min(unpaidInterest, -entry.amountCents);
      unpaidInterest -= interest;
      parts.interest_cents = -interest;
      parts.principal_cents = entry.amountCents + interest;
    } else {
      parts.fees_cents = entry.amountCents;
    }
    return {
      posted_on: entry.postedOn,
      type: entry.type,
      // The demo's only adjustment is the waiver of its late fee; its payments are all "paid" lines (migration 0021).
      code: entry.type === 'payment' ? 'payment_online' : entry.type === 'adjustment' ? 'late_fee_waived' : entry.type,
      description: entry.description,
      amount_cents: entry.amountCents,
      ...parts,
      running_balance_cents: runningAfter[index]!,
      reference: entry.reference,
    };
  });

  const balanceAtEndOf = (date: string, fallback: number) => {
    let found = fallback;
    transactions.forEach((transaction) => {
      if (transaction.posted_on <= date) found = transaction.running_balance_cents;
    });
    return found;
  };
  const startBalance = balance;
  const statements: NewStatement[] = statementDates.slice(-input.statements).map(({ k, date }) => {
    const previous = statementDate(k + 1);
    const inPeriod = transactions.filter((transaction) => transaction.posted_on > previous && transaction.posted_on <= date);
    const total = (type: AccountTransactionType) => inPeriod.filter((transaction) => transaction.type === type).reduce((sum, transaction) => sum + transaction.amount_cents, 0);
    let pastDue = 0;
    for (let j = k + 1; j <= months; j += 1) if (dueDate(j) <= date && paidOn(j) > date) pastDue += paymentCents;
    const unpaidFees = transactions
      .filter((transaction) => transaction.posted_on <= date)
      .reduce((sum, transaction) => sum + (transaction.type === 'payment' ? 0 : transaction.fees_cents), 0);
    return {
      statement_date: date,
      period_start: addDays(previous, 1),
      period_end: date,
      previous_balance_cents: balanceAtEndOf(previous, startBalance),
      payments_cents: Math.abs(total('payment')),
      interest_cents: total('interest'),
      fees_cents: total('late_fee'),
      adjustments_cents: total('adjustment'),
      new_balance_cents: balanceAtEndOf(date, startBalance),
      amount_due_cents: paymentCents + pastDue + unpaidFees,
      past_due_cents: pastDue,
      due_date: dueDate(k),
    };
  });

  return { transactions, statements };
}
