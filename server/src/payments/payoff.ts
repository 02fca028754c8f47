import { businessClock, centsToAmount, daysBetween, isInWindow, payoffDateWindow, type PayoffQuote } from 'shared-contracts';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { LoanAccountRow } from '../db/schema.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import type { Clock } from './clock.js';

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

/** The payoff calls of the signed-in area (spec 2.4): the quote, and what its letter is made of. */
export function createPayoffService(deps: { loanAccounts: Pick<LoanAccountsRepository, 'findById'>; now: Clock }) {
  const loanOf = async (loanAccountId: number): Promise<LoanAccountRow> => {
    const loan = await deps.loanAccounts.findById(loanAccountId);
    if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
    return loan;
  };
  return {
    async quote(loanAccountId: number, goodThrough: string): Promise<PayoffQuote> {
      return payoffQuoteOf(await loanOf(loanAccountId), goodThrough, deps.now());
    },
    /** The loan, its quote and the day the letter is issued, read at one instant. */
    async letter(loanAccountId: number, goodThrough: string): Promise<{ loan: LoanAccountRow; quote: PayoffQuote; issuedOn: string }> {
      const loan = await loanOf(loanAccountId);
      const at = deps.now();
      return { loan, quote: payoffQuoteOf(loan, goodThrough, at), issuedOn: businessClock(at).today };
    },
  };
}

export type PayoffService = ReturnType<typeof createPayoffService>;
