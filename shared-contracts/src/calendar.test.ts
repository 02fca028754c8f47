import {
  CALENDAR_DEFAULTS,
  addDays,
  addMonths,
  addMonthsTo,
  calendarGrid,
  clampDate,
  daysInMonth,
  endOfWeek,
  isWithin,
  isoDate,
  parseIsoDate,
  startOfWeek,
  todayIso,
  weekdayOf,
  weekdayOrder,
  type CalendarCell,
} from './calendar.js';

const dates = (cells: CalendarCell[]) => cells.map((cell) => cell.date);
const inMonthDays = (cells: CalendarCell[]) => cells.filter((cell) => cell.inMonth).map((cell) => cell.day);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('calendar defaults (spec 9)', () => {
  it('start the week on day 0, show one month in en, ask for 42 cells and fall back to "Event Date"', () => {
    expect(CALENDAR_DEFAULTS).toEqual({ weekStartsOn: 0, monthsShown: 1, locale: 'en', gridCells: 42, fallbackLabel: 'Event Date' });
  });
});

describe('calendarGrid', () => {
  const today = '2026-11-21';

  it('always has 42 cells, 6 rows of 7 days that follow each other', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const weekStartsOn of [0, 1, 6]) {
        const cells = calendarGrid(2026, month, { weekStartsOn, today });
        expect(cells).toHaveLength(42);
        cells.forEach((cell, index) => {
          if (index > 0) expect(cell.date).toBe(addDays(cells[index - 1]!.date, 1));
          expect(cell.weekday).toBe((weekStartsOn + index) % 7);
        });
        expect(inMonthDays(cells)).toEqual(range(1, daysInMonth(2026, month)));
      }
    }
  });

  it('starts the grid on the 1st when the month begins on a Sunday (February 2026)', () => {
    const cells = calendarGrid(2026, 1, { today });
    expect(cells[0]).toEqual({ date: '2026-02-01', year: 2026, month: 1, day: 1, weekday: 0, inMonth: true, isToday: false });
    expect(inMonthDays(cells)).toEqual(range(1, 28));
    // four full weeks of February, then two weeks of March
    expect(cells[27]!.date).toBe('2026-02-28');
    expect(cells[28]).toMatchObject({ date: '2026-03-01', inMonth: false });
    expect(cells[41]).toMatchObject({ date: '2026-03-14', inMonth: false });
  });

  it('fills six days of the month before when the month begins on a Saturday (August 2026)', () => {
    const cells = calendarGrid(2026, 7, { today });
    expect(dates(cells.slice(0, 7))).toEqual(['2026-07-26', '2026-07-27', '2026-07-28', '2026-07-29', '2026-07-30', '2026-07-31', '2026-08-01']);
    expect(cells.slice(0, 6).every((cell) => !cell.inMonth)).toBe(true);
    expect(cells[6]).toMatchObject({ day: 1, weekday: 6, inMonth: true });
    // a 31-day month starting on the last column needs all six rows
    expect(cells[36]).toMatchObject({ date: '2026-08-31', inMonth: true });
    expect(dates(cells.slice(37))).toEqual(['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05']);
  });

  it('has 29 days of February in a leap year and 28 otherwise', () => {
    expect(inMonthDays(calendarGrid(2024, 1, { today }))).toEqual(range(1, 29));
    expect(inMonthDays(calendarGrid(2028, 1, { today }))).toEqual(range(1, 29));
    expect(inMonthDays(calendarGrid(2000, 1, { today }))).toEqual(range(1, 29));
    expect(inMonthDays(calendarGrid(2023, 1, { today }))).toEqual(range(1, 28));
    expect(inMonthDays(calendarGrid(2100, 1, { today }))).toEqual(range(1, 28));
    const leap = calendarGrid(2024, 1, { today });
    expect(leap[0]!.date).toBe('2024-01-28');
    expect(leap.find((cell) => cell.date === '2024-02-29')).toMatchObject({ inMonth: true, weekday: 4 });
    expect(leap.find((cell) => cell.date === '2024-03-01')).toMatchObject({ inMonth: false });
  });

  it('crosses from December into January of the next year', () => {
    const cells = calendarGrid(2026, 11, { today });
    expect(dates(cells.slice(0, 3))).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(cells[32]).toMatchObject({ date: '2026-12-31', inMonth: true });
    expect(cells[33]).toMatchObject({ date: '2027-01-01', year: 2027, month: 0, day: 1, inMonth: false });
    expect(cells[41]!.date).toBe('2027-01-09');
  });

  it('crosses from December of the year before into January', () => {
    const cells = calendarGrid(2027, 0, { today });
    expect(cells[0]).toMatchObject({ date: '2026-12-27', year: 2026, month: 11, inMonth: false });
    expect(cells[5]).toMatchObject({ date: '2027-01-01', weekday: 5, inMonth: true });
  });

  it('starts on another weekday when asked (Monday)', () => {
    const cells = calendarGrid(2026, 1, { weekStartsOn: 1, today });
    expect(cells[0]).toMatchObject({ date: '2026-01-26', weekday: 1, inMonth: false });
    expect(cells[6]).toMatchObject({ date: '2026-02-01', weekday: 0, inMonth: true });
  });

  it('marks today, also when it falls in a neighbouring month', () => {
    expect(calendarGrid(2026, 10, { today }).filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(['2026-11-21']);
    expect(calendarGrid(2026, 11, { today: '2026-11-30' }).filter((cell) => cell.isToday)).toMatchObject([{ date: '2026-11-30', inMonth: false }]);
    expect(calendarGrid(2026, 5, { today }).some((cell) => cell.isToday)).toBe(false);
  });

  it('uses the visitor’s day as today by default', () => {
    const todayHere = todayIso();
    const { year, month } = parseIsoDate(todayHere);
    expect(calendarGrid(year, month).filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual([todayHere]);
  });

  it('rolls a month outside 0–11 over into the neighbouring year, as Date does', () => {
    expect(calendarGrid(2026, 12, { today }).find((cell) => cell.inMonth)!.date).toBe('2027-01-01');
    expect(calendarGrid(2026, -1, { today }).find((cell) => cell.inMonth)!.date).toBe('2025-12-01');
  });

  it('refuses a week start that is not a weekday', () => {
    expect(() => calendarGrid(2026, 0, { weekStartsOn: 7 })).toThrow(RangeError);
    expect(() => calendarGrid(2026, 0, { weekStartsOn: 1.5 })).toThrow(RangeError);
    expect(() => weekdayOrder(-1)).toThrow(RangeError);
  });
});

describe('date helpers', () => {
  it('formats and parses YYYY-MM-DD with 0-based months', () => {
    expect(isoDate(2026, 0, 31)).toBe('2026-01-31');
    expect(isoDate(2026, 1, 29)).toBe('2026-03-01');
    expect(isoDate(99, 0, 1)).toBe('0099-01-01');
    expect(parseIsoDate('2026-12-05')).toEqual({ year: 2026, month: 11, day: 5 });
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => parseIsoDate('12/05/2026')).toThrow(RangeError);
  });

  it('counts the days of each month', () => {
    expect(range(0, 11).map((month) => daysInMonth(2026, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(1900, 1)).toBe(28);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 7)).toBe('2026-03-14');
    expect(addDays('2026-10-31', 7)).toBe('2026-11-07');
  });

  it('adds months, keeping the day when the target month has it and its last day otherwise', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -12)).toBe('2025-03-31');
    expect(addMonthsTo({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonthsTo({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(addMonthsTo({ year: 2026, month: 5 }, -30)).toEqual({ year: 2023, month: 11 });
  });

  it('finds the weekday and the ends of the week', () => {
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(startOfWeek('2026-11-18')).toBe('2026-11-15');
    expect(endOfWeek('2026-11-18')).toBe('2026-11-21');
    expect(startOfWeek('2026-11-15')).toBe('2026-11-15');
    expect(startOfWeek('2026-11-15', 1)).toBe('2026-11-09');
    expect(endOfWeek('2026-12-30')).toBe('2027-01-02');
  });

  it('keeps a day within optional bounds', () => {
    expect(isWithin('2026-11-21', '2026-11-01', '2026-11-30')).toBe(true);
    expect(isWithin('2026-11-01', '2026-11-01', '2026-11-30')).toBe(true);
    expect(isWithin('2026-10-31', '2026-11-01')).toBe(false);
    expect(isWithin('2026-12-01', null, '2026-11-30')).toBe(false);
    expect(isWithin('1999-01-01')).toBe(true);
    expect(clampDate('2026-10-31', '2026-11-01', '2026-11-30')).toBe('2026-11-01');
    expect(clampDate('2026-12-01', '2026-11-01', '2026-11-30')).toBe('2026-11-30');
    expect(clampDate('2026-11-10', '2026-11-01', '2026-11-30')).toBe('2026-11-10');
  });

  it('reads today from the local calendar day', () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
    expect(todayIso(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });
});
