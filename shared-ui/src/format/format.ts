import { parseIsoDate } from 'shared-contracts';

/** An amount as the server sends it: a decimal string with two places, `"389.45"`, `"-12.00"`. */
const AMOUNT = /^-?\d+\.\d{2}$/;

/**
 * `"389.45"` in the locale's currency format: `$389.45` (en-US, es-US), `US$ 389,45` (pt-BR). Amounts are in
 * US dollars whatever the language. A malformed amount throws: the shared zod schema let it through, which is a bug
 * to see, not a number to guess.
 */
export function formatMoney(amount: string, locale: string): string {
  if (!AMOUNT.test(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(amount));
}

/**
 * A calendar date `YYYY-MM-DD` in the locale's words ("April 15, 2026", "15 de abril de 2026"). It is a day, not
 * an instant: formatted as UTC, so no visitor's time zone moves it to the day before.
 */
export function formatDate(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, day)));
}
