import { createHash } from 'node:crypto';
import {
  DUE_DATE_FIELD_ISSUES,
  DUE_DATE_INELIGIBLE_REASONS,
  DUE_DATE_REASONS,
  DUE_DATE_RULES,
  addMonths,
  allowedDueDates,
  businessClock,
  centsToAmount,
  daysBetween,
  dueDateChangeReceiptSchema,
  dueDateInterestCents,
  nextDueDateChangeFrom,
  type DueDateChangeReceipt,
  type DueDateChangeRequest,
  type DueDateIneligibleReason,
  type DueDateOptions,
} from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { DueDateChangesRepository } from '../db/due-date-changes-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { LoanAccountRow } from '../db/schema.js';
import type { UsersRepository } from '../db/users-repository.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import { customerLocale } from '../mail/messages.js';
import { isoNow } from '../time.js';
import type { Clock } from '../payments/clock.js';
import { newConfirmationNumber } from '../payments/payments-service.js';
import { dueDateChangeMessage } from './due-date-messages.js';

export interface DueDateService {
  /** Whether the loan may change its due date now, to which dates, and what a day costs. */
  options(loanAccountId: number): Promise<DueDateOptions>;
  /**
   * Changes the due date once per Idempotency-Key: the same key with the same body answers the first answer
   * again (also when both arrive at once); with another body 422. An ineligible loan (a change in the last 12
   * months, something past due, nothing due) 409; a date the rule does not allow 400.
   */
  change(loanAccountId: number, request: DueDateChangeRequest, idempotencyKey: string): Promise<DueDateChangeReceipt>;
}

export interface DueDateServiceDependencies {
  loanAccounts: LoanAccountsRepository;
  dueDateChanges: DueDateChangesRepository;
  users: UsersRepository;
  now: Clock;
}

/** The reason's words count only with "other": another reason with words is the same request without them. */
const normalised = (request: DueDateChangeRequest): DueDateChangeRequest => ({
  ...request,
  otherReason: request.reason === 'other' ? request.otherReason.trim() : '',
});

/** SHA-256 of what makes a change what it is, in a fixed order. */
export function dueDateChangeFingerprint(request: DueDateChangeRequest): string {
  const { newDueDate, reason, otherReason } = normalised(request);
  return createHash('sha256').update(JSON.stringify([newDueDate, reason, otherReason])).digest('hex');
}

/**
 * Something is past due: more than one instalment is owed, or the due date has passed with money still owed.
 * The loan row is what the posting job keeps current (a statement's past-due figure is as old as the statement).
 */
export const isPastDue = (loan: Pick<LoanAccountRow, 'amount_due_cents' | 'payment_amount_cents' | 'next_due_date'>, today: string): boolean =>
  loan.amount_due_cents > loan.payment_amount_cents || (loan.next_due_date !== null && loan.next_due_date < today && loan.amount_due_cents > 0);

interface Eligibility {
  reason: DueDateIneligibleReason | null;
  allowedDates: string[];
  changeAllowedFrom: string | null;
}

const INELIGIBLE_MESSAGES: Record<DueDateIneligibleReason, string> = {
  no_due_date: 'This loan has no due date to change',
  past_due: 'The due date can be changed only while nothing is past due',
  changed_recently: 'The due date was changed in the last 12 months',
};

export function createDueDateService(dependencies: DueDateServiceDependencies): DueDateService {
  const { loanAccounts, dueDateChanges, users, now } = dependencies;

  async function loanOf(loanAccountId: number): Promise<LoanAccountRow> {
    const loan = await loanAccounts.findById(loanAccountId);
    if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
    return loan;
  }

  async function eligibility(loan: LoanAccountRow, today: string): Promise<Eligibility> {
    const recent = await dueDateChanges.latestSince(loan.id, addMonths(today, -DUE_DATE_RULES.monthsBetweenChanges));
    const changeAllowedFrom = recent ? nextDueDateChangeFrom(recent.changed_on) : null;
    const refuse = (reason: DueDateIneligibleReason): Eligibility => ({ reason, allowedDates: [], changeAllowedFrom });
    if (changeAllowedFrom !== null && today < changeAllowedFrom) return refuse(DUE_DATE_INELIGIBLE_REASONS.changedRecently);
    if (loan.next_due_date === null) return refuse(DUE_DATE_INELIGIBLE_REASONS.noDueDate);
    if (isPastDue(loan, today)) return refuse(DUE_DATE_INELIGIBLE_REASONS.pastDue);
    // A date already behind us is never a new due date.
    const allowedDates = allowedDueDates(loan.next_due_date).filter((date) => date > today);
    if (allowedDates.length === 0) return refuse(DUE_DATE_INELIGIBLE_REASONS.noDueDate);
    return { reason: null, allowedDates, changeAllowedFrom: null };
  }

  async function replay(loanAccountId: number, key: string, fingerprint: string): Promise<DueDateChangeReceipt | null> {
    const existing = await dueDateChanges.findByIdempotencyKey(loanAccountId, key);
    if (!existing) return null;
    if (existing.request_fingerprint !== fingerprint) {
      throw new HttpError(422, ERROR_STATUS.conflict, 'This Idempotency-Key was used for another due-date change; make a new key for a new request');
    }
    return dueDateChangeReceiptSchema.parse(JSON.parse(existing.first_answer));
  }

  /**
   * 409 for an ineligible loan, unless this very key made the change that the loan now refuses a second one for
   * (a duplicate that arrived while the first was being written): then the first answer.
   */
  async function refuse(loanAccountId: number, key: string, fingerprint: string, reason: DueDateIneligibleReason): Promise<DueDateChangeReceipt> {
    const winner = await replay(loanAccountId, key, fingerprint);
    if (winner) return winner;
    throw new HttpError(409, ERROR_STATUS.conflict, INELIGIBLE_MESSAGES[reason]);
  }

  return {
    async options(loanAccountId) {
      const loan = await loanOf(loanAccountId);
      const { reason, allowedDates, changeAllowedFrom } = await eligibility(loan, businessClock(now()).today);
      return {
        currentDueDate: loan.next_due_date,
        eligible: reason === null,
        ineligibleReason: reason,
        allowedDates,
        perDiem: centsToAmount(loan.per_diem_interest_cents),
        reasons: [...DUE_DATE_REASONS],
        changeAllowedFrom,
      };
    },

    async change(loanAccountId, request, idempotencyKey) {
      const fingerprint = dueDateChangeFingerprint(request);
      const earlier = await replay(loanAccountId, idempotencyKey, fingerprint);
      if (earlier) return earlier;

      const at = now();
      const today = businessClock(at).today;
      const loan = await loanOf(loanAccountId);
      const { reason, allowedDates } = await eligibility(loan, today);
      if (reason !== null) return refuse(loanAccountId, idempotencyKey, fingerprint, reason);
      const oldDueDate = loan.next_due_date!;
      if (!allowedDates.includes(request.newDueDate)) {
        throw new ValidationError('The new due date is not one of the allowed dates', { newDueDate: DUE_DATE_FIELD_ISSUES.notAllowedDate });
      }

      const { newDueDate, reason: why, otherReason } = normalised(request);
      const interestCents = dueDateInterestCents(loan.per_diem_interest_cents, oldDueDate, newDueDate);
      const answer: DueDateChangeReceipt = { confirmationNumber: newConfirmationNumber(), oldDueDate, newDueDate, interestCost: centsToAmount(interestCents) };
      const user = await users.findByLoanAccountId(loanAccountId);
      const message = dueDateChangeMessage(customerLocale(user?.language), {
        firstName: loan.borrower_first_name,
        oldDueDate,
        newDueDate,
        days: daysBetween(oldDueDate, newDueDate),
        interestCost: answer.interestCost,
        confirmationNumber: answer.confirmationNumber,
      });
      try {
        const recorded = await dueDateChanges.record(
          {
            loan_account_id: loanAccountId,
            old_due_date: oldDueDate,
            new_due_date: newDueDate,
            changed_on: today,
            reason: why,
            other_reason: otherReason,
            per_diem_cents: loan.per_diem_interest_cents,
            interest_cost_cents: interestCents,
            confirmation_number: answer.confirmationNumber,
            idempotency_key: idempotencyKey,
            request_fingerprint: fingerprint,
            first_answer: JSON.stringify(answer),
          },
          // The message center's time is the real one (messages-service), not the business clock tests may pin.
          { topic: 'dueDate', subject: message.subject, body: message.body, author: 'lender', at: isoNow(new Date()) },
        );
        // Another change moved the date between our read and our write.
        if (!recorded) return await refuse(loanAccountId, idempotencyKey, fingerprint, DUE_DATE_INELIGIBLE_REASONS.changedRecently);
        return answer;
      } catch (error) {
        // The same key arrived twice at once: the other request made the change; answer what it answered.
        if (!isUniqueViolation(error)) throw error;
        const winner = await replay(loanAccountId, idempotencyKey, fingerprint);
        if (winner) return winner;
        throw error;
      }
    },
  };
}
