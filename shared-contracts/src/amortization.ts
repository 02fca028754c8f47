import { addMonths } from 'shared-contracts/core';

/*
 * The payoff planner's arithmetic (docs/decisions/058): a level-payment loan with monthly interest at APR / 12,
 * rounded to the cent each month the way a published amortisation table is, so the page's figures match what
 * a borrower finds in any table of the same loan. Pure: no clock, no server, no Intl.
 */

/** The most months a schedule is followed; a payment that never pays the loan off stops here. */
export const AMORTIZATION_MAX_MONTHS = 600;

export interface AmortizationRow {
  /** 1 for the first payment. */
  number: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  /** What is owed after this payment. */
  balanceCents: number;
}

export interface AmortizationInput {
  balanceCents: number;
  /** The annual percentage rate as a fraction: 0.089 for 8.9 %. */
  apr: number;
  /** The scheduled monthly payment. */
  paymentCents: number;
  /** Paid on top of every monthly payment. */
  extraMonthlyCents?: number;
  /** Paid once, with the first payment. */
  extraOnceCents?: number;
}

/** Interest of one month on a balance, to the cent (half a cent rounds up, as in the published tables). */
export function monthlyInterestCents(balanceCents: number, apr: number): number {
  // Math.round of a product like 2000000 × 0.05 / 12 can land a hair under .5 in binary; the small epsilon
  // keeps it on the side a decimal calculator chooses.
  return Math.round((balanceCents * apr) / 12 + 1e-9);
}

/** The level monthly payment that repays `principalCents` in `months` payments at `apr`, rounded to the cent. */
export function levelPaymentCents(principalCents: number, apr: number, months: number): number {
  if (months <= 0) return principalCents;
  const rate = apr / 12;
  if (rate === 0) return Math.ceil(principalCents / months);
  const growth = (1 + rate) ** months;
  return Math.round((principalCents * rate * growth) / (growth - 1));
}

/**
 * Every payment until the balance is zero. The last payment is what is left (balance plus its interest); null
 * when the payment does not cover the interest (the balance would never fall) or the loan outlasts
 * AMORTIZATION_MAX_MONTHS.
 */
export function amortizationSchedule(input: AmortizationInput): AmortizationRow[] | null {
  const extraMonthly = Math.max(0, Math.trunc(input.extraMonthlyCents ?? 0));
  const extraOnce = Math.max(0, Math.trunc(input.extraOnceCents ?? 0));
  const rows: AmortizationRow[] = [];
  let balance = Math.max(0, Math.trunc(input.balanceCents));
  for (let number = 1; balance > 0; number += 1) {
    if (number > AMORTIZATION_MAX_MONTHS) return null;
    const interest = monthlyInterestCents(balance, input.apr);
    const scheduled = input.paymentCents + extraMonthly + (number === 1 ? extraOnce : 0);
    if (scheduled <= interest) return null;
    // A level payment rounded to the cent leaves a few cents after the last scheduled payment; the lender takes
    // them with that payment rather than asking for a payment of cents a month later (docs/decisions/058).
    const leftover = balance + interest - scheduled;
    const payment = leftover > 0 && leftover * 100 < scheduled ? balance + interest : Math.min(scheduled, balance + interest);
    const principal = payment - interest;
    balance -= principal;
    rows.push({ number, paymentCents: payment, interestCents: interest, principalCents: principal, balanceCents: balance });
  }
  return rows;
}

/** The APR a per-diem interest implies on a balance (per diem = balance × APR / 365), as server/src/db/account-history.ts quotes it. */
export function aprFromPerDiem(perDiemCents: number, balanceCents: number): number {
  if (balanceCents <= 0 || perDiemCents <= 0) return 0;
  // Quoted to a hundredth of a percent (the per diem is itself rounded to the cent).
  return Math.round((perDiemCents * 365 * 10_000) / balanceCents) / 10_000;
}

export interface PayoffPlan {
  /** Payments to go without the extra, and the date of the last one. */
  basePayments: number;
  basePayoffDate: string;
  baseInterestCents: number;
  /** The same with the extra. */
  extraPayments: number;
  extraPayoffDate: string;
  extraInterestCents: number;
  paymentsSaved: number;
  interestSavedCents: number;
  /** The balance after each payment, for the chart and its table (index 0 is today's balance). */
  baseBalances: number[];
  extraBalances: number[];
}

const sumInterest = (rows: AmortizationRow[]) => rows.reduce((total, row) => total + row.interestCents, 0);

/**
 * What an extra payment changes: the schedule with and without it, payment `n` falling `n − 1` months after
 * `nextDueDate`. Null when the regular payment never pays the loan off (nothing honest to compare).
 */
export function planPayoff(input: AmortizationInput & { nextDueDate: string }): PayoffPlan | null {
  const base = amortizationSchedule({ balanceCents: input.balanceCents, apr: input.apr, paymentCents: input.paymentCents });
  const extra = amortizationSchedule(input);
  if (!base || !extra || base.length === 0) return null;
  const lastDate = (rows: AmortizationRow[]) => addMonths(input.nextDueDate, Math.max(0, rows.length - 1));
  const baseInterestCents = sumInterest(base);
  const extraInterestCents = sumInterest(extra);
  return {
    basePayments: base.length,
    basePayoffDate: lastDate(base),
    baseInterestCents,
    extraPayments: extra.length,
    extraPayoffDate: lastDate(extra),
    extraInterestCents,
    paymentsSaved: base.length - extra.length,
    interestSavedCents: baseInterestCents - extraInterestCents,
    baseBalances: [input.balanceCents, ...base.map((row) => row.balanceCents)],
    extraBalances: [input.balanceCents, ...extra.map((row) => row.balanceCents)],
  };
}
