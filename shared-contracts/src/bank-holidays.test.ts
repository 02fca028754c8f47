import { BANK_HOLIDAYS, bankHolidayOn, bankHolidaysOf, isBusinessDay } from './bank-holidays.js';
import { addDays } from './calendar.js';
import { businessClock, businessDayOnOrAfter, isPastCutoff, isPaymentDate, paymentDateWindow } from './money.js';

/*
 * The days the Federal Reserve Banks are closed, as the Fed publishes them: the Board of Governors' table
 * "K.8 - Holidays Observed by the Federal Reserve System 2026-2030" (federalreserve.gov/aboutthefed/k8.htm,
 * updated December 31, 2025) and the St. Louis Fed's schedule for 2024 and 2025. A Saturday holiday (marked
 * there "the Federal Reserve Banks are open" on the Friday before) closes no extra day; a Sunday one closes the
 * Monday after (docs/decisions/056).
 */
const FED_CLOSED: Record<number, string[]> = {
  2024: ['01-01', '01-15', '02-19', '05-27', '06-19', '07-04', '09-02', '10-14', '11-11', '11-28', '12-25'],
  2025: ['01-01', '01-20', '02-17', '05-26', '06-19', '07-04', '09-01', '10-13', '11-11', '11-27', '12-25'],
  // July 4 is a Saturday: Friday July 3 is open.
  2026: ['01-01', '01-19', '02-16', '05-25', '06-19', '09-07', '10-12', '11-11', '11-26', '12-25'],
  // June 19 and December 25 are Saturdays (June 18 and December 24 open); July 4 is a Sunday: Monday July 5 closed.
  2027: ['01-01', '01-18', '02-15', '05-31', '07-05', '09-06', '10-11', '11-11', '11-25'],
  // January 1 and November 11 are Saturdays: December 31, 2027 and November 10 are open.
  2028: ['01-17', '02-21', '05-29', '06-19', '07-04', '09-04', '10-09', '11-23', '12-25'],
  // November 11 is a Sunday: Monday November 12 closed.
  2029: ['01-01', '01-15', '02-19', '05-28', '06-19', '07-04', '09-03', '10-08', '11-12', '11-22', '12-25'],
  2030: ['01-01', '01-21', '02-18', '05-27', '06-19', '07-04', '09-02', '10-14', '11-11', '11-28', '12-25'],
};

describe('the Federal Reserve holidays, 2024–2030', () => {
  it.each(Object.entries(FED_CLOSED))('%s: the Fed is closed on exactly the published weekdays', (year, days) => {
    const closed = days.map((day) => `${year}-${day}`);
    const fromRules = bankHolidaysOf(Number(year)).flatMap((entry) => (entry.observed ? [entry.observed] : []));
    expect(fromRules).toEqual(closed);
    // Every day of the year: a business day unless a weekend or one of the published days.
    const weekdaysClosed: string[] = [];
    for (let day = `${year}-01-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !isBusinessDay(day)) weekdaysClosed.push(day);
    }
    expect(weekdaysClosed).toEqual(closed);
  });

  it('names the holiday of a closed day, and knows all eleven', () => {
    expect(bankHolidaysOf(2026).map((entry) => entry.holiday)).toEqual([...BANK_HOLIDAYS]);
    expect(bankHolidayOn('2026-11-26')).toBe('thanksgivingDay');
    expect(bankHolidayOn('2027-07-05')).toBe('independenceDay');
    expect(bankHolidayOn('2029-11-12')).toBe('veteransDay');
    // A Saturday holiday leaves the Friday before open.
    expect(bankHolidayOn('2026-07-03')).toBeNull();
    expect(isBusinessDay('2026-07-03')).toBe(true);
    expect(isBusinessDay('2027-12-31')).toBe(true);
    expect(bankHolidaysOf(2028).find((entry) => entry.holiday === 'newYearsDay')).toEqual({ holiday: 'newYearsDay', date: '2028-01-01', observed: null });
  });
});

describe('the one business-day rule of payments', () => {
  it('skips weekends and holidays together', () => {
    // Thanksgiving 2026 is Thursday the 26th; Christmas 2028 is a Monday after a weekend.
    expect(businessDayOnOrAfter('2026-11-26')).toBe('2026-11-27');
    expect(businessDayOnOrAfter('2028-12-23')).toBe('2028-12-26');
    // Sunday July 4, 2027 → Monday the 5th closed → Tuesday.
    expect(businessDayOnOrAfter('2027-07-03')).toBe('2027-07-06');
  });

  it('is past the cut-off all day on a holiday, and dates the payment the next business day', () => {
    // Thanksgiving 2026 at 10 a.m. Central.
    const thanksgivingMorning = new Date('2026-11-26T16:00:00Z');
    expect(isPastCutoff(businessClock(thanksgivingMorning))).toBe(true);
    expect(paymentDateWindow(thanksgivingMorning).earliest).toBe('2026-11-27');
    // The Wednesday before, after 6 p.m.: Thursday is Thanksgiving, so Friday.
    expect(paymentDateWindow(new Date('2026-11-26T01:00:00Z')).earliest).toBe('2026-11-27');
  });

  it('offers a payment date only on a business day of the window', () => {
    const window = paymentDateWindow(new Date('2026-11-24T21:00:00Z'));
    expect(isPaymentDate('2026-11-25', window)).toBe(true);
    expect(isPaymentDate('2026-11-26', window)).toBe(false);
    expect(isPaymentDate('2026-11-28', window)).toBe(false);
    expect(isPaymentDate('2026-12-25', window)).toBe(false);
  });
});
