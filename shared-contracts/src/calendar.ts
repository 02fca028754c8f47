/**
 * The month grid of the site's calendar (spec 9: the week starts on day 0, Sunday; one month is shown; the
 * default locale is en; a grid is 6 weeks, 42 cells; the heading falls back to 'Event Date'). Pure date
 * arithmetic on `YYYY-MM-DD` strings in UTC, so a daylight-saving change or the browser's time zone never
 * shifts a day. Months are 0–11, as in `Date`.
 */

export const CALENDAR_DEFAULTS = {
  /** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay`. */
  weekStartsOn: 0,
  monthsShown: 1,
  locale: 'en',
  gridCells: 42,
  /** The heading when no label is given (translated by the component that shows it). */
  fallbackLabel: 'Event Date',
} as const;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface YearMonth {
  year: number;
  /** 0–11 */
  month: number;
}

export interface CalendarCell {
  /** `YYYY-MM-DD` */
  date: string;
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** False for the days of the previous and the next month that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
}

const DAY_MS = 86_400_000;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Midnight UTC of a day; `setUTCFullYear` rolls months and days over as `Date.UTC` does, without reading
 * years below 100 as 19xx. */
function utcTime(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime();
}

const fromTime = (time: number): string => {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** `isoDate(2026, 0, 31)` → `2026-01-31`; out-of-range months and days roll over as in `Date`. */
export const isoDate = (year: number, month: number, day: number): string => fromTime(utcTime(year, month, day));

/** `2026-01-31` → `{ year: 2026, month: 0, day: 31 }`; throws on anything that is not a real date. */
export function parseIsoDate(value: string): YearMonth & { day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) } : null;
  if (!parts || isoDate(parts.year, parts.month, parts.day) !== value) throw new RangeError(`Not a date: ${value}`);
  return parts;
}

/**
 * A calendar date `YYYY-MM-DD` in the locale's words ("April 15, 2026", "15 de abril de 2026"). It is a day, not
 * an instant: formatted as UTC, so no visitor's time zone moves it to the day before. Here, with the other pure
 * helpers, so a page drawn at build time formats dates without shared-ui's main entry (and Chakra, decision 072).
 */
export function formatDate(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, day)));
}

export const weekdayOf = (value: string): Weekday => new Date(`${value}T00:00:00Z`).getUTCDay() as Weekday;

/** The browser's (or `now`'s) calendar day where the visitor is. */
export const todayIso = (now: Date = new Date()): string => isoDate(now.getFullYear(), now.getMonth(), now.getDate());

export const daysInMonth = (year: number, month: number): number => parseIsoDate(isoDate(year, month + 1, 0)).day;

export const addDays = (value: string, days: number): string => {
  const { year, month, day } = parseIsoDate(value);
  return fromTime(utcTime(year, month, day) + days * DAY_MS);
};

/** The month `months` after (or before) the given one: December + 1 is January of the next year. */
export function addMonthsTo({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + month + months;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The same day `months` later; a day the target month lacks becomes its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = parseIsoDate(value);
  const target = addMonthsTo({ year, month }, months);
  return isoDate(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

function assertWeekday(weekStartsOn: number): asserts weekStartsOn is Weekday {
  if (!Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6) {
    throw new RangeError(`weekStartsOn must be 0–6, not ${weekStartsOn}`);
  }
}

/** The weekdays in the order of the grid's columns: `[0, 1, …, 6]` from Sunday, `[1, …, 6, 0]` from Monday. */
export function weekdayOrder(weekStartsOn: number = CALENDAR_DEFAULTS.weekStartsOn): Weekday[] {
  assertWeekday(weekStartsOn);
  return Array.from({ length: 7 }, (_, index) => ((weekStartsOn + index) % 7) as Weekday);
}

export function startOfWeek(value: string, weekStartsOn: number = CALENDAR_DEFAULTS.weekStartsOn): string {
  assertWeekday(weekStartsOn);
  return addDays(value, -((weekdayOf(value) - weekStartsOn + 7) % 7));
}

export const endOfWeek = (value: string, weekStartsOn: number = CALENDAR_DEFAULTS.weekStartsOn): string =>
  addDays(startOfWeek(value, weekStartsOn), 6);

/** Whether the day lies within the optional bounds (both inclusive). */
export const isWithin = (value: string, min?: string | null, max?: string | null): boolean =>
  (!min || value >= min) && (!max || value <= max);

/** The nearest day within the optional bounds. */
export function clampDate(value: string, min?: string | null, max?: string | null): string {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

/**
 * The 42 days (6 weeks) shown for a month: the first row starts on the `weekStartsOn` day on or before the
 * 1st, so the month always fits (a 31-day month starting on the last column spans 6 rows) and the grid
 * keeps its height from month to month.
 */
export function calendarGrid(
  year: number,
  month: number,
  { weekStartsOn = CALENDAR_DEFAULTS.weekStartsOn, today = todayIso() }: { weekStartsOn?: number; today?: string } = {},
): CalendarCell[] {
  const first = isoDate(year, month, 1);
  const shown = parseIsoDate(first);
  const start = startOfWeek(first, weekStartsOn);
  return Array.from({ length: CALENDAR_DEFAULTS.gridCells }, (_, index) => {
    const date = addDays(start, index);
    const parts = parseIsoDate(date);
    return {
      date,
      ...parts,
      weekday: weekdayOf(date),
      inMonth: parts.year === shown.year && parts.month === shown.month,
      isToday: date === today,
    };
  });
}
