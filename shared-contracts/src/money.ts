import { isBusinessDay } from './bank-holidays.js';
import { addDays } from 'shared-contracts/core';

/*
 * Money and the calendar of a payment, as both the server and the pages compute them. Amounts are integer
 * cents in code and in the database and a decimal string with two places on the wire ("389.45"); dates are
 * `YYYY-MM-DD` business dates in the company's time zone (Central), the zone the public pages quote.
 */

/** Integer cents as a decimal string with two places: 123456 → "1234.56", -5 → "-0.05". */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "1234.56" (or "1234.5", "1234") → 123456; null for anything that is not a plain decimal amount. */
export function amountToCents(amount: string): number | null {
  const match = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/**
 * ABA routing-number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of ten. Catches every
 * single mistyped digit and most swapped pairs before a payment bounces.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  return sum % 10 === 0 && value !== '000000000';
}

/** The rules of an online payment (spec 2.2 /payments states the cut-off to the public). */
export const PAYMENT_RULES = {
  /** Payments made before 6 p.m. Central on a business day are dated that day; later ones the next business day. */
  timeZone: 'America/Chicago',
  cutoffHour: 18,
  /** The latest date a one-time payment may be scheduled for, in days after today. */
  maxDaysAhead: 30,
  /** A payoff quote is good through today up to this many days ahead. */
  payoffMaxDaysAhead: 30,
  /** Autopay drafts on one of these days of the month (the 29th–31st do not exist every month). */
  autopayDraftDays: { min: 1, max: 28 },
} as const;

/**
 * Terms of every loan this portal services that the spec does not give (docs/decisions/055). The returned payment
 * fee is charged when the bank returns a payment (an ACH return); $25, the late fee's amount, within what state
 * laws allow for a returned payment.
 */
export const LOAN_TERMS = {
  returnedPaymentFeeCents: 2500,
  /** This many returned payments within `autopaySuspensionWindowMonths` suspend autopay. */
  returnsBeforeAutopaySuspension: 2,
  autopaySuspensionWindowMonths: 12,
} as const;

export interface BusinessClock {
  /** Today's date in the company's zone, `YYYY-MM-DD`. */
  today: string;
  /** The hour of the day there, 0–23. */
  hour: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Made once: creating an Intl.DateTimeFormat costs a hundred times what formatting with it does, and every
// money call asks the clock (it was the largest cost of the payoff quote under load).
let businessZoneFormat: Intl.DateTimeFormat | undefined;
// Every time zone's offset is a whole number of quarter hours, so the clock's date, hour and weekday are the
// same for every instant of one UTC quarter hour: the last one is kept (formatToParts was a payment's largest
// cost after SQLite's).
const QUARTER_HOUR_MS = 15 * 60 * 1000;
let lastClock: { quarter: number; clock: BusinessClock } | undefined;

/** Where the company's clock stands at `now` (Intl does the daylight-saving arithmetic). */
export function businessClock(now: Date): BusinessClock {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  if (lastClock?.quarter === quarter) return lastClock.clock;
  businessZoneFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PAYMENT_RULES.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  });
  const parts = businessZoneFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const clock = Object.freeze({ today: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) % 24, weekday: WEEKDAYS[part('weekday')] ?? 0 });
  lastClock = { quarter, clock };
  return clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The first business day on or after `date`: weekends and the Federal Reserve's holidays are skipped
 * (shared-contracts `isBusinessDay`, docs/decisions/056). The one business-day rule of payments, autopay drafts
 * and posting.
 */
export function businessDayOnOrAfter(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** True once today's cut-off has passed, or on a day that is not a business day (a weekend or a bank holiday). */
export function isPastCutoff(clock: BusinessClock): boolean {
  return !isBusinessDay(clock.today) || clock.hour >= PAYMENT_RULES.cutoffHour;
}


export interface DateWindow {
  earliest: string;
  latest: string;
}

/**
 * The dates a one-time payment may be made for: today before the cut-off (after it, the next business day)
 * up to PAYMENT_RULES.maxDaysAhead days after today.
 */
export function paymentDateWindow(now: Date): DateWindow {
  const clock = businessClock(now);
  const earliest = isPastCutoff(clock) ? businessDayOnOrAfter(addDays(clock.today, 1)) : clock.today;
  return { earliest, latest: addDays(clock.today, PAYMENT_RULES.maxDaysAhead) };
}

/** The good-through dates of a payoff quote: today up to PAYMENT_RULES.payoffMaxDaysAhead days ahead. */
export function payoffDateWindow(now: Date): DateWindow {
  const { today } = businessClock(now);
  return { earliest: today, latest: addDays(today, PAYMENT_RULES.payoffMaxDaysAhead) };
}

export const isInWindow = (date: string, window: DateWindow): boolean => date >= window.earliest && date <= window.latest;

/**
 * Whether a payment may be dated `date`: in the window and a business day. The payment calendar offers only
 * these days, and the server refuses any other (422 `not_business_day` for a weekend or a holiday).
 */
export const isPaymentDate = (date: string, window: DateWindow): boolean => isInWindow(date, window) && isBusinessDay(date);
