import { centsToAmount, daysBetween, isInWindow, payoffDateWindow, type PayoffQuote } from 'shared-contracts';
import type { LoanAccountRow } from '../db/schema.js';
import { ValidationError } from '../http/http-error.js';

/**
 * The payoff quote: today's payoff plus the per-diem interest of every day from today to the good-through
 * date. A date outside today…+30 days is a 400 on `goodThrough`.
 */
export function payoffQuoteOf(loan: Pick<LoanAccountRow, 'payoff_amount_cents' | 'per_diem_interest_cents'>, goodThrough: string, now: Date): PayoffQuote {
  const window = payoffDateWindow(now);
  if (!isInWindow(goodThrough, window)) throw new ValidationError('The good-through date is outside the quote window', { goodThrough: 'outside_quote_window' });
  const days = daysBetween(window.earliest, goodThrough);
  return {
    goodThrough,
    amount: centsToAmount(loan.payoff_amount_cents + loan.per_diem_interest_cents * days),
    perDiem: centsToAmount(loan.per_diem_interest_cents),
  };
}
