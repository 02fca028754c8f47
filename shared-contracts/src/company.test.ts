import { SUPPORT_HOURS, localizeOpeningHours, type OpeningHours } from './company.js';

// Intl separates a time from AM/PM and a range's dash with narrow or thin spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/\s+/gu, ' ');

describe('localizeOpeningHours (spec 2.2: one set of support hours, in the visitor’s language)', () => {
  test('names the days, the times and the zone in English', () => {
    const { periods, timeZone } = localizeOpeningHours(SUPPORT_HOURS, 'en-US');
    expect(periods.map((period) => ({ ...period, hours: plain(period.hours) }))).toEqual([
      { firstDay: 'Monday', lastDay: 'Friday', hours: '8 AM – 8 PM' },
      { firstDay: 'Saturday', hours: '9 AM – 2 PM' },
    ]);
    expect(timeZone).toBe('Central Time');
  });

  test('uses each locale’s own words and clock', () => {
    const spanish = localizeOpeningHours(SUPPORT_HOURS, 'es-US');
    expect(spanish.periods.map((period) => period.firstDay)).toEqual(['lunes', 'sábado']);
    expect(plain(spanish.periods[0]!.hours)).toBe('8 a.m. – 8 p.m.');
    expect(spanish.timeZone).toBe('hora central');

    const portuguese = localizeOpeningHours(SUPPORT_HOURS, 'pt-BR');
    expect(portuguese.periods[0]).toMatchObject({ firstDay: 'segunda-feira', lastDay: 'sexta-feira' });
    expect(portuguese.periods[0]!.hours).toMatch(/^0?8h?\D+20h?$/);
    expect(portuguese.timeZone).toBe('Horário Central');
  });

  test('shows minutes only when a time is not on the hour, and never shifts by the zone', () => {
    const halfPast: OpeningHours = { timeZone: 'America/New_York', periods: [{ fromDay: 0, toDay: 0, opens: '09:30', closes: '23:00' }] };
    const { periods, timeZone } = localizeOpeningHours(halfPast, 'en-US');
    expect(periods).toHaveLength(1);
    expect(periods[0]!.firstDay).toBe('Sunday');
    expect(periods[0]!.lastDay).toBeUndefined();
    expect(plain(periods[0]!.hours)).toBe('9:30 AM – 11:00 PM');
    expect(timeZone).toBe('Eastern Time');
  });
});
