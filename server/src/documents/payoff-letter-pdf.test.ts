import { LOCALES, type Locale, type PayoffQuote } from 'shared-contracts';
import { SAMPLE_ACCOUNT_NUMBER, extractPdfTexts, searchable, type ExtractedPdf } from '../test-support/pdf-text.js';
import { DOCUMENT_TEXTS } from './document-texts.js';
import { renderPayoffLetterPdf, type PayoffLetterDocument } from './payoff-letter-pdf.js';

/*
 * The payoff letter in every locale, read back as a reader's tool reads it: the amount, the date it is good
 * through and the per-diem as Intl writes them, where to send the money, and the account only by its last
 * four digits.
 */

const QUOTE: PayoffQuote = { goodThrough: '2026-12-01', amount: '13998.41', perDiem: '3.02' };

const money = (locale: Locale, amount: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(amount));
const longDate = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const letterIn = (locale: Locale, overrides: Partial<PayoffLetterDocument> = {}): PayoffLetterDocument => ({
  locale,
  borrowerName: 'Maria Garcia',
  accountNumberLast4: SAMPLE_ACCOUNT_NUMBER.slice(-4),
  vehicleDescription: '2019 Honda Accord LX',
  vin: '1HGCV1F14KA012345',
  quote: QUOTE,
  issuedOn: '2026-11-21',
  ...overrides,
});

const pdfs = new Map<Locale, Buffer>();
const letters = new Map<Locale, ExtractedPdf>();
let wholeNumberGiven: string;

beforeAll(async () => {
  for (const locale of LOCALES) pdfs.set(locale, await renderPayoffLetterPdf(letterIn(locale)));
  const whole = await renderPayoffLetterPdf(letterIn('en-US', { accountNumberLast4: SAMPLE_ACCOUNT_NUMBER }));
  const extracted = await extractPdfTexts([...LOCALES.map((locale) => pdfs.get(locale)!), whole]);
  LOCALES.forEach((locale, index) => letters.set(locale, extracted[index]!));
  wholeNumberGiven = searchable(extracted[LOCALES.length]!.text);
});

describe('renderPayoffLetterPdf', () => {
  it.each(LOCALES)('%s: is a one-page PDF in the locale', (locale) => {
    const pdf = pdfs.get(locale)!;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`/Lang (${locale})`);
    expect(letters.get(locale)!.pages).toBe(1);
  });

  it.each(LOCALES)('%s: states the payoff amount, the good-through date and the per diem as Intl formats them', (locale) => {
    const text = searchable(letters.get(locale)!.text);
    expect(text).toContain(searchable(money(locale, QUOTE.amount)));
    expect(text).toContain(longDate(locale, QUOTE.goodThrough));
    expect(text).toContain(searchable(money(locale, QUOTE.perDiem)));
    expect(text).toContain(longDate(locale, '2026-11-21'));
    expect(text).toContain(DOCUMENT_TEXTS[locale].payoffAmount);
  });

  it.each(LOCALES)('%s: says where to send the funds, how to get wire instructions, and about the title', (locale) => {
    const text = searchable(letters.get(locale)!.text);
    expect(text).toContain('P.O. Box 650412');
    expect(text).toContain('(888) 555-0142');
    expect(text).toContain(DOCUMENT_TEXTS[locale].sendByWireLabel);
    expect(text).toContain(DOCUMENT_TEXTS[locale].titleRelease);
  });

  it.each(LOCALES)('%s: names the account by its last four only, and the borrower and vehicle', (locale) => {
    const text = searchable(letters.get(locale)!.text);
    expect(text).toContain('8841');
    expect(text).not.toContain(SAMPLE_ACCOUNT_NUMBER);
    expect(text).toContain('Maria Garcia');
    expect(text).toContain('1HGCV1F14KA012345');
  });

  it('shows only the last four digits even when given the whole account number', () => {
    expect(wholeNumberGiven).toContain('ending in 8841');
    expect(wholeNumberGiven).not.toContain(SAMPLE_ACCOUNT_NUMBER);
  });

  it('gives the same bytes for the same letter, and other bytes on another day', async () => {
    expect((await renderPayoffLetterPdf(letterIn('es-US'))).equals(pdfs.get('es-US')!)).toBe(true);
    expect((await renderPayoffLetterPdf(letterIn('es-US', { issuedOn: '2026-11-22' }))).equals(pdfs.get('es-US')!)).toBe(false);
  });

  it('refuses a quote that is not in the wire format', async () => {
    await expect(renderPayoffLetterPdf(letterIn('en-US', { quote: { ...QUOTE, goodThrough: '2026-13-01' } }))).rejects.toThrow(RangeError);
    await expect(renderPayoffLetterPdf(letterIn('en-US', { quote: { ...QUOTE, perDiem: '' } }))).rejects.toThrow(RangeError);
  });
});
