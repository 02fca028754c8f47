import { PAYMENT_RULES, SUPPORT_HOURS, localizeOpeningHours, type Locale } from 'shared-contracts';
import { DOCUMENT_TEXTS, type DocumentTexts } from './document-texts.js';
import { fill } from './fill.js';

/*
 * Values as a reader of each locale writes them: money and dates by Intl (so the PDF says exactly what the
 * pages say), the account masked to its last four, the support hours and the payment cut-off.
 */

const AMOUNT = /^-?\d{1,10}(?:\.\d{1,2})?$/;

/** A wire amount ("389.45") as a number; anything else is a bug upstream and must not print as "NaN". */
export function amountValue(amount: string): number {
  if (!AMOUNT.test(amount)) throw new RangeError('Not a decimal amount');
  return Number(amount);
}

/** A `YYYY-MM-DD` as midnight UTC: formatted in UTC, the reader's zone never moves it a day. */
export function calendarDate(value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new RangeError('Not a YYYY-MM-DD calendar date');
  }
  return date;
}

/** Only the last four digits ever reach the PDF, even if a caller hands over the whole number. */
export const lastFour = (accountNumber: string): string => accountNumber.replace(/\D/g, '').slice(-4);

export interface DocumentFormat {
  locale: Locale;
  texts: DocumentTexts;
  money(amount: string): string;
  /** A payment as what it takes off the balance: "-$389.45" (and "$0.00", never "-$0.00"). */
  credit(amount: string): string;
  date(value: string): string;
  /** "••••8841" */
  maskedAccount(accountNumberLast4: string): string;
  /** "Monday to Friday, 8 AM – 8 PM; Saturday, 9 AM – 2 PM" and the zone's name, in the locale's words. */
  supportHours(): { hours: string; timeZone: string };
  /** The 6 p.m. cut-off as the locale writes a time: "6:00 PM", "6:00 p.m.", "18:00". */
  cutoffTime(): string;
}

export function documentFormat(locale: Locale): DocumentFormat {
  const texts = DOCUMENT_TEXTS[locale];
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const money = (amount: string) => currency.format(amountValue(amount));
  return {
    locale,
    texts,
    money,
    credit: (amount) => {
      const value = Math.abs(amountValue(amount));
      return currency.format(value === 0 ? 0 : -value);
    },
    date: (value) => longDate.format(calendarDate(value)),
    maskedAccount: (accountNumberLast4) => `••••${lastFour(accountNumberLast4)}`,
    supportHours: () => {
      const { periods, timeZone } = localizeOpeningHours(SUPPORT_HOURS, locale);
      const hours = periods
        .map((period) =>
          period.lastDay === undefined
            ? fill(texts.hoursSingle, { firstDay: period.firstDay, hours: period.hours })
            : fill(texts.hoursRange, { firstDay: period.firstDay, lastDay: period.lastDay, hours: period.hours }),
        )
        .join('; ');
      return { hours, timeZone };
    },
    cutoffTime: () =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, 0, 1, PAYMENT_RULES.cutoffHour)),
      ),
  };
}

const WIN_ANSI_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI = `\\n\\u0020-\\u007e\\u00a0-\\u00ff${WIN_ANSI_HIGH}`;
const NOT_WIN_ANSI = new RegExp(`[^${WIN_ANSI}]`, 'gu');
const ALL_WIN_ANSI = new RegExp(`^[${WIN_ANSI}]*$`, 'u');

/** "ễ" → "e": a letter WinAnsi lacks keeps its base letter, a stray accent goes, anything else is a visible "?". */
function nearestWinAnsi(character: string): string {
  const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
  return base !== character && ALL_WIN_ANSI.test(base) ? base : '?';
}

/**
 * Text the standard fonts can draw. They use WinAnsi, which has no glyph for the narrow and thin spaces
 * Intl puts in times and ranges, nor for every letter of a borrower's name or a stored description;
 * PDFKit would write those as wrong bytes. Spaces become their nearest WinAnsi kin (a narrow no-break
 * space stays unbreakable), letters lose their accents, the rest becomes "?".
 */
export function toWinAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u202f\u2007]/g, '\u00a0')
    .replace(/[\t\u2000-\u200a\u205f\u3000]/g, ' ')
    .replace(/[\u2010\u2011\u2212]/g, '-')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(NOT_WIN_ANSI, nearestWinAnsi);
}
