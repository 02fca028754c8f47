import { screen } from '@testing-library/react';
import { formatDate, type Locale } from 'shared-contracts';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { DateText } from './DateText';
import { formatMoney } from './format';
import { Money } from './Money';

// Intl separates some parts with a no-break space (pt-BR's "US$ 389,45").
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it.each<[Locale, string, string]>([
    ['en-US', '389.45', '$389.45'],
    ['en-US', '-1234.50', '-$1,234.50'],
    ['es-US', '389.45', '$389.45'],
    ['es-US', '12345.00', '$12,345.00'],
    ['pt-BR', '389.45', 'US$ 389,45'],
    ['pt-BR', '12345.00', 'US$ 12.345,00'],
  ])('writes %s amounts the local way (%s → %s)', (locale, amount, expected) => {
    expect(plain(formatMoney(amount, locale))).toBe(expected);
  });

  it('refuses what is not a two-decimal amount', () => {
    expect(() => formatMoney('389.4', 'en-US')).toThrow(RangeError);
    expect(() => formatMoney('$389.45', 'en-US')).toThrow(RangeError);
  });
});

// shared-contracts' (docs/decisions/072, third step), checked here where the tests run in Los Angeles.
describe('formatDate', () => {
  it.each<[Locale, string]>([
    ['en-US', 'January 1, 2026'],
    ['es-US', '1 de enero de 2026'],
    ['pt-BR', '1 de janeiro de 2026'],
  ])('writes a date in %s words', (locale, expected) => {
    expect(formatDate('2026-01-01', locale)).toBe(expected);
  });

  it('keeps the day in a time zone west of UTC, where midnight UTC is still the day before', () => {
    // jest.config.cjs runs this package's tests in Los Angeles.
    expect(new Date('2026-01-01').getDate()).toBe(31);
    expect(formatDate('2026-01-01', 'en-US')).toBe('January 1, 2026');
    expect(formatDate('2026-01-01', 'pt-BR', { dateStyle: 'short' })).toBe('01/01/2026');
  });

  it('refuses a day that does not exist', () => {
    expect(() => formatDate('2026-02-30', 'en-US')).toThrow(RangeError);
  });
});

describe('Money and DateText', () => {
  it.each<[Locale, string, string]>([
    ['en-US', '$389.45', 'April 15, 2026'],
    ['es-US', '$389.45', '15 de abril de 2026'],
    ['pt-BR', 'US$ 389,45', '15 de abril de 2026'],
  ])('follow the page locale (%s)', async (locale, money, date) => {
    await activateTestLocale(locale);
    renderWithProviders(
      <p>
        <Money amount="389.45" /> due <DateText date="2026-04-15" />
      </p>,
    );
    expect(plain(screen.getByText(/due/).textContent ?? '')).toBe(`${money} due ${date}`);
    expect(screen.getByText(date).tagName).toBe('TIME');
    expect(screen.getByText(date)).toHaveAttribute('datetime', '2026-04-15');
  });
});
