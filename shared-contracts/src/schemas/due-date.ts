import { z } from 'zod';
import { addDays, addMonths, parseIsoDate } from 'shared-contracts/core';
import { amountToCents, centsToAmount, daysBetween } from '../money.js';
import { isoDateField } from './account-money.js';

/*
 * The due-date change (spec 1, 2.4 `/account/due-date`, 3 the draft, 4.7 the flow). The server decides: the
 * options call says whether the loan may change its date, which dates it may choose and what a day costs; the
 * change call records one change per Idempotency-Key and moves the loan's next due date. The rule itself (which
 * dates, what cost) is the pure helpers below, so the page shows exactly what the server will accept and charge.
 */

export const DUE_DATE_PATHS = {
  options: '/api/due-date/options',
  change: '/api/due-date',
} as const;

export const DUE_DATE_RULES = {
  /** The new date is this many days after the current one at least … */
  minDaysLater: 1,
  /** … and at most. */
  maxDaysLater: 15,
  /** No due date on the 29th, 30th or 31st: every month has the 28th. */
  lastDayOfMonth: 28,
  /** One change in this many months. */
  monthsBetweenChanges: 12,
  otherReasonMaxLength: 500,
} as const;

/** Why the customer asks: a list, plus "other" with their own words. */
export const DUE_DATE_REASONS = ['payday', 'income_change', 'other_bills', 'budget', 'other'] as const;
export type DueDateReason = (typeof DUE_DATE_REASONS)[number];

/** The rule an ineligible loan fails, named so the page explains it in the customer's language. */
export const DUE_DATE_INELIGIBLE_REASONS = {
  /** The loan has nothing due (paid off, or no schedule yet). */
  noDueDate: 'no_due_date',
  /** Something is past due: the account must be current. */
  pastDue: 'past_due',
  /** The due date was changed in the last 12 months. */
  changedRecently: 'changed_recently',
} as const;
export type DueDateIneligibleReason = (typeof DUE_DATE_INELIGIBLE_REASONS)[keyof typeof DUE_DATE_INELIGIBLE_REASONS];
const ineligibleReasonField = z.enum(Object.values(DUE_DATE_INELIGIBLE_REASONS) as [DueDateIneligibleReason, ...DueDateIneligibleReason[]]);

/** The code a 400 gives `newDueDate` when the date is a calendar date but not one the rule allows. */
export const DUE_DATE_FIELD_ISSUES = { notAllowedDate: 'not_allowed_date' } as const;

/** True for a date the rule allows after `currentDueDate`: 1–15 days later and not the 29th–31st. */
export function isAllowedDueDate(currentDueDate: string, candidate: string): boolean {
  const days = daysBetween(currentDueDate, candidate);
  return days >= DUE_DATE_RULES.minDaysLater && days <= DUE_DATE_RULES.maxDaysLater && parseIsoDate(candidate).day <= DUE_DATE_RULES.lastDayOfMonth;
}

/** Every date the rule allows after `currentDueDate`, earliest first. */
export function allowedDueDates(currentDueDate: string): string[] {
  const dates: string[] = [];
  for (let days = DUE_DATE_RULES.minDaysLater; days <= DUE_DATE_RULES.maxDaysLater; days += 1) {
    const candidate = addDays(currentDueDate, days);
    if (isAllowedDueDate(currentDueDate, candidate)) dates.push(candidate);
  }
  return dates;
}

/** The interest the move costs, in cents: the per-diem × the days moved (never negative). */
export const dueDateInterestCents = (perDiemCents: number, currentDueDate: string, newDueDate: string): number =>
  Math.max(0, perDiemCents * daysBetween(currentDueDate, newDueDate));

/** The same on the wire: a per-diem of "3.51" moved 5 days costs "17.55"; null for an amount that is not one. */
export function dueDateInterestCost(perDiem: string, currentDueDate: string, newDueDate: string): string | null {
  const cents = amountToCents(perDiem);
  return cents === null ? null : centsToAmount(dueDateInterestCents(cents, currentDueDate, newDueDate));
}

/** When a loan whose date changed on `changedOn` may change it again. */
export const nextDueDateChangeFrom = (changedOn: string): string => addMonths(changedOn, DUE_DATE_RULES.monthsBetweenChanges);

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/due-date/options`. */
export const dueDateOptionsSchema = z.object({
  /** The loan's next due date, null when nothing is due. */
  currentDueDate: isoDate.nullable(),
  eligible: z.boolean(),
  /** Null when eligible. */
  ineligibleReason: ineligibleReasonField.nullable(),
  /** Empty when ineligible. */
  allowedDates: z.array(isoDate),
  /** The loan's interest per day. */
  perDiem: amount,
  reasons: z.array(z.enum(DUE_DATE_REASONS)),
  /** After a change: the first day the next one is possible; else null. */
  changeAllowedFrom: isoDate.nullable(),
});
export type DueDateOptions = z.infer<typeof dueDateOptionsSchema>;

/**
 * `POST /api/due-date` (csrf, Idempotency-Key). `otherReason` is required with the reason "other", and ignored
 * (send '') with any other reason.
 */
export const dueDateChangeRequestSchema = z
  .strictObject({
    newDueDate: isoDateField,
    reason: z.enum(DUE_DATE_REASONS),
    otherReason: z.string().max(DUE_DATE_RULES.otherReasonMaxLength),
  })
  .superRefine((value, context) => {
    if (value.reason === 'other' && value.otherReason.trim() === '') {
      context.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: ['otherReason'], message: 'Say why, in a few words' });
    }
  });
export type DueDateChangeRequest = z.infer<typeof dueDateChangeRequestSchema>;

export const dueDateChangeReceiptSchema = z.object({
  confirmationNumber: z.string(),
  oldDueDate: isoDate,
  newDueDate: isoDate,
  /** The per-diem × the days moved: added to the next payment. */
  interestCost: amount,
});
export type DueDateChangeReceipt = z.infer<typeof dueDateChangeReceiptSchema>;
