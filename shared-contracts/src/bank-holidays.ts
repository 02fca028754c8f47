import { addDays, isoDate, weekdayOf } from 'shared-contracts/core';

/*
 * The days the Federal Reserve Banks are closed (docs/decisions/056): no ACH entry settles on them, so no
 * payment is dated, drafted or posted on one. A rule table rather than a holiday library: the eleven rules fit in
 * a screen, shared-contracts ships to browsers, and the libraries that know them either carry every country's
 * calendar or move a Saturday holiday to Friday (the federal employees' rule, not the Fed's).
 *
 * The Fed's published rule: "For holidays falling on Saturday, Federal Reserve Banks and Branches will be open the
 * preceding Friday. For holidays falling on Sunday, all Federal Reserve Banks and Branches will be closed the
 * following Monday." So a Saturday holiday closes nothing that is not closed anyway.
 */

export const BANK_HOLIDAYS = [
  'newYearsDay',
  'martinLutherKingDay',
  'washingtonsBirthday',
  'memorialDay',
  'juneteenth',
  'independenceDay',
  'laborDay',
  'columbusDay',
  'veteransDay',
  'thanksgivingDay',
  'christmasDay',
] as const;
export type BankHoliday = (typeof BANK_HOLIDAYS)[number];

export interface ObservedBankHoliday {
  holiday: BankHoliday;
  /** The day the holiday falls on, `YYYY-MM-DD`. */
  date: string;
  /** The day the Fed is closed for it; null when it falls on a Saturday (the Fed stays open on Friday). */
  observed: string | null;
}

/** The `nth` (1-based) `weekday` of a month (0–11); `nth` −1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = weekdayOf(isoDate(year, month, 1));
    return isoDate(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDay = isoDate(year, month + 1, 0);
  const last = weekdayOf(lastDay);
  return isoDate(year, month + 1, -((last - weekday + 7) % 7));
}

const fixed = (year: number, month: number, day: number) => isoDate(year, month, day);

const RULES: Record<BankHoliday, (year: number) => string | null> = {
  newYearsDay: (year) => fixed(year, 0, 1),
  martinLutherKingDay: (year) => nthWeekday(year, 0, 1, 3),
  washingtonsBirthday: (year) => nthWeekday(year, 1, 1, 3),
  memorialDay: (year) => nthWeekday(year, 4, 1, -1),
  // A federal holiday since 2021 (Juneteenth National Independence Day Act).
  juneteenth: (year) => (year >= 2021 ? fixed(year, 5, 19) : null),
  independenceDay: (year) => fixed(year, 6, 4),
  laborDay: (year) => nthWeekday(year, 8, 1, 1),
  columbusDay: (year) => nthWeekday(year, 9, 1, 2),
  veteransDay: (year) => fixed(year, 10, 11),
  thanksgivingDay: (year) => nthWeekday(year, 10, 4, 4),
  christmasDay: (year) => fixed(year, 11, 25),
};

/** The closing day of a holiday: Sunday → Monday; Saturday → none (the Fed is open the Friday before). */
function observedOn(date: string): string | null {
  const weekday = weekdayOf(date);
  if (weekday === 6) return null;
  if (weekday === 0) return addDays(date, 1);
  return date;
}

const byYear = new Map<number, readonly ObservedBankHoliday[]>();

/** The Fed's holidays of one year, in calendar order. */
export function bankHolidaysOf(year: number): readonly ObservedBankHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = Object.freeze(
      BANK_HOLIDAYS.flatMap((holiday) => {
        const date = RULES[holiday](year);
        return date ? [Object.freeze({ holiday, date, observed: observedOn(date) })] : [];
      }),
    );
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The holiday the Fed is closed for on `date` (`YYYY-MM-DD`), or null on any other day. */
export function bankHolidayOn(date: string): BankHoliday | null {
  // A holiday on Sunday 31 December would be observed on 1 January; none of the rules gives one, but the year
  // before is read too so that the table, not the year boundary, decides.
  const year = Number(date.slice(0, 4));
  for (const list of [bankHolidaysOf(year), bankHolidaysOf(year - 1)]) {
    const found = list.find((entry) => entry.observed === date);
    if (found) return found.holiday;
  }
  return null;
}

/** A business day: Monday to Friday and not a day the Federal Reserve Banks are closed. */
export function isBusinessDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && bankHolidayOn(date) === null;
}
