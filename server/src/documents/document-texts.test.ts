import { LOCALES } from 'shared-contracts';
import { amountValue, calendarDate, documentFormat, lastFour, toWinAnsi } from './document-format.js';
import { DOCUMENT_TEXTS, type DocumentTextKey } from './document-texts.js';
import { fill } from './fill.js';

/*
 * The words of the statement and the payoff letter: every key in every locale, translated (not an English
 * copy), with the same placeholders, and drawable by the PDFs' standard fonts.
 */

const english = DOCUMENT_TEXTS['en-US'];
const keys = Object.keys(english) as DocumentTextKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** What is left to translate once placeholders, digits and punctuation are gone ("{firstDay}, {hours}" → ""). */
const words = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]+/gu, ' ').trim();

describe('document texts', () => {
  it.each(LOCALES)('%s has every key of en-US and no other', (locale) => {
    expect(Object.keys(DOCUMENT_TEXTS[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en-US'))('%s is translated: every text with words differs from English', (locale) => {
    const copies = keys.filter((key) => words(english[key]) !== '' && DOCUMENT_TEXTS[locale][key] === english[key]);
    expect(copies).toEqual([]);
  });

  it.each(LOCALES)('%s keeps the placeholders of en-US', (locale) => {
    for (const key of keys) {
      expect({ key, placeholders: placeholders(DOCUMENT_TEXTS[locale][key]) }).toEqual({ key, placeholders: placeholders(english[key]) });
    }
  });

  it.each(LOCALES)('%s uses only characters of the standard fonts (WinAnsi)', (locale) => {
    for (const key of keys) {
      const text = DOCUMENT_TEXTS[locale][key];
      expect(text.trim()).not.toBe('');
      expect({ key, text: toWinAnsi(text) }).toEqual({ key, text });
    }
  });

  it('fills placeholders and leaves an unknown one visible', () => {
    expect(fill(english.page, { n: 1, m: 2 })).toBe('Page 1 of 2');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});

describe('document formatting', () => {
  it('formats money and dates with Intl, dates in UTC', () => {
    expect(documentFormat('en-US').money('13941.09')).toBe('$13,941.09');
    expect(documentFormat('pt-BR').money('13941.09')).toBe(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(13941.09));
    expect(documentFormat('es-US').date('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(documentFormat('en-US').credit('389.45')).toBe('-$389.45');
    expect(documentFormat('en-US').credit('0.00')).toBe('$0.00');
  });

  it('states the support hours and the cut-off in each language', () => {
    expect(documentFormat('en-US').supportHours().hours).toMatch(/^Monday to Friday, .+; Saturday, .+$/);
    expect(documentFormat('es-US').supportHours().hours).toMatch(/^de lunes a viernes, .+; el sábado, .+$/);
    expect(documentFormat('pt-BR').cutoffTime()).toBe('18:00');
  });

  it('masks the account to its last four digits, whatever it is given', () => {
    expect(documentFormat('en-US').maskedAccount('8841')).toBe('••••8841');
    expect(lastFour('3052718841')).toBe('8841');
  });

  it('refuses values that would print as garbage', () => {
    expect(() => amountValue('12,00')).toThrow(RangeError);
    expect(() => calendarDate('2026-02-30')).toThrow(RangeError);
    expect(() => calendarDate('11/15/2026')).toThrow(RangeError);
    expect(calendarDate('2026-11-15').toISOString()).toBe('2026-11-15T00:00:00.000Z');
  });

  it('turns what WinAnsi cannot draw into its nearest kin or a visible "?"', () => {
    expect(toWinAnsi('6:00\u202fPM')).toBe('6:00\u00a0PM');
    expect(toWinAnsi('8\u2009AM\u2009–\u20098\u2009PM')).toBe('8 AM – 8 PM');
    expect(toWinAnsi('Pago → gracias ✓')).toBe('Pago ? gracias ?');
    expect(toWinAnsi('Nguyễn Łukasz q\u0301')).toBe('Nguyen ?ukasz q');
    expect(toWinAnsi('ação ñ ü € — •')).toBe('ação ñ ü € — •');
  });
});
