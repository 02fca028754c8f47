import { LOCALES, type Locale } from 'shared-contracts';
import {
  SAMPLE_ACCOUNT_NUMBER,
  SAMPLE_STATEMENT,
  SAMPLE_TRANSACTIONS,
  extractPdfTexts,
  searchable,
  yearOfTransactions,
  type ExtractedPdf,
} from '../test-support/pdf-text.js';
import { DOCUMENT_TEXTS, HISTORY_CODE_TEXTS } from './document-texts.js';
import { renderStatementPdf, type StatementDocument } from './statement-pdf.js';

/*
 * The monthly statement PDF (spec 2.4 /account/statements) in every locale, read back as a reader's tool
 * reads it: the figures as Intl writes them for the locale, the dates, every transaction, and the account
 * only by its last four digits.
 */

const money = (locale: Locale, amount: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(amount));
const longDate = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const documentIn = (locale: Locale, overrides: Partial<StatementDocument> = {}): StatementDocument => ({
  locale,
  borrowerName: 'Maria Garcia',
  accountNumberLast4: SAMPLE_ACCOUNT_NUMBER.slice(-4),
  vehicleDescription: '2019 Honda Accord LX',
  vin: '1HGCV1F14KA012345',
  statement: SAMPLE_STATEMENT,
  transactions: SAMPLE_TRANSACTIONS,
  ...overrides,
});

const pdfs = new Map<Locale, Buffer>();
const texts = new Map<Locale, string>();
let year: { pdf: Buffer; extracted: ExtractedPdf; transactions: ReturnType<typeof yearOfTransactions> };
let wholeNumberGiven: string;
let quietMonth: string;

beforeAll(async () => {
  for (const locale of LOCALES) pdfs.set(locale, await renderStatementPdf(documentIn(locale)));
  const transactions = yearOfTransactions();
  transactions[transactions.length - 1] = { ...transactions.at(-1)!, status: 'pending' };
  const yearPdf = await renderStatementPdf(documentIn('en-US', { transactions }));
  const others = [
    await renderStatementPdf(documentIn('es-US', { accountNumberLast4: SAMPLE_ACCOUNT_NUMBER })),
    await renderStatementPdf(documentIn('pt-BR', { transactions: [] })),
  ];
  // One child process reads every PDF of this file.
  const extracted = await extractPdfTexts([...LOCALES.map((locale) => pdfs.get(locale)!), yearPdf, ...others]);
  LOCALES.forEach((locale, index) => texts.set(locale, searchable(extracted[index]!.text)));
  year = { pdf: yearPdf, extracted: extracted[LOCALES.length]!, transactions };
  wholeNumberGiven = searchable(extracted[LOCALES.length + 1]!.text);
  quietMonth = searchable(extracted[LOCALES.length + 2]!.text);
});

describe('renderStatementPdf', () => {
  it.each(LOCALES)('%s: is a PDF of one page in the locale, with its title and language for screen readers', (locale) => {
    const pdf = pdfs.get(locale)!;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toContain(`/Lang (${locale})`);
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain('/Marked true');
    expect(raw).toMatch(/\/Type \/Pages\s*\/Count 1\b/);
  });

  it.each(LOCALES)('%s: shows the new balance and the amount due exactly as Intl formats them', (locale) => {
    const text = texts.get(locale)!;
    expect(text).toContain(searchable(money(locale, SAMPLE_STATEMENT.newBalance)));
    expect(text).toContain(searchable(money(locale, SAMPLE_STATEMENT.amountDue)));
    expect(text).toContain(searchable(money(locale, SAMPLE_STATEMENT.previousBalance)));
    expect(text).toContain(DOCUMENT_TEXTS[locale].newBalance);
  });

  it.each(LOCALES)('%s: shows the statement date, the period and the due date', (locale) => {
    const text = texts.get(locale)!;
    for (const date of [SAMPLE_STATEMENT.statementDate, SAMPLE_STATEMENT.periodStart, SAMPLE_STATEMENT.periodEnd, SAMPLE_STATEMENT.dueDate]) {
      expect(text).toContain(longDate(locale, date));
    }
  });

  it.each(LOCALES)('%s: lists every transaction of the period, worded by its code in the locale', (locale) => {
    const text = texts.get(locale)!;
    for (const item of SAMPLE_TRANSACTIONS) {
      expect(text).toContain(searchable(DOCUMENT_TEXTS[locale][HISTORY_CODE_TEXTS[item.code]]));
      expect(text).toContain(searchable(money(locale, item.runningBalance)));
      expect(text).toContain(longDate(locale, item.postedOn));
      // The servicing system's English stays out of the document.
      expect(text).not.toContain(searchable(item.description));
    }
  });

  it('es-US: the lines, their amounts and dates are Spanish', () => {
    const text = texts.get('es-US')!;
    expect(text).toContain('Cargo por pago atrasado');
    expect(text).toContain('Pago en línea');
    expect(text).toContain('Intereses');
    // "20 de octubre de 2026" and "-US$389.45"-style money as Intl writes them for es-US.
    expect(text).toContain('20 de octubre de 2026');
    expect(text).toContain(searchable(money('es-US', '13847.61')));
    expect(text).not.toContain('Online payment');
  });

  it.each(LOCALES)('%s: names the account by its last four only, and the borrower and vehicle', (locale) => {
    const text = texts.get(locale)!;
    expect(text).toContain('••••8841');
    expect(text).not.toContain(SAMPLE_ACCOUNT_NUMBER);
    expect(text).toContain('Maria Garcia');
    expect(text).toContain('2019 Honda Accord LX');
    expect(text).toContain('1HGCV1F14KA012345');
  });

  it.each(LOCALES)('%s: says how to pay: online, by phone, by mail to the payment address, and the cut-off', (locale) => {
    const text = texts.get(locale)!;
    expect(text).toContain('(888) 555-0142');
    expect(text).toContain('P.O. Box 650412');
    expect(text).toContain('Payment Processing Center');
    expect(text).toContain(DOCUMENT_TEXTS[locale].coupon);
    expect(text).toContain({ 'en-US': '6:00 PM', 'es-US': '6:00 p.m.', 'pt-BR': '18:00' }[locale]);
  });

  it('shows only the last four digits even when given the whole account number', () => {
    expect(wholeNumberGiven).toContain('••••8841');
    expect(wholeNumberGiven).not.toContain(SAMPLE_ACCOUNT_NUMBER);
  });

  it('says so when the period had no transactions', () => {
    expect(quietMonth).toContain(DOCUMENT_TEXTS['pt-BR'].noTransactions);
  });

  it('runs a year of transactions over numbered pages, with every row and the pending one marked', () => {
    const { extracted, transactions } = year;
    expect(extracted.pages).toBeGreaterThan(1);
    const text = searchable(extracted.text);
    expect(text).toContain(`Page 1 of ${extracted.pages}`);
    expect(text).toContain(`Page ${extracted.pages} of ${extracted.pages}`);
    for (const item of transactions) expect(text).toContain(searchable(DOCUMENT_TEXTS['en-US'][HISTORY_CODE_TEXTS[item.code]]));
    expect(text.match(/Autopay payment/g)).toHaveLength(transactions.filter((item) => item.code === 'payment_autopay').length);
    expect(text).toContain(`${DOCUMENT_TEXTS['en-US'][HISTORY_CODE_TEXTS[transactions.at(-1)!.code]]} (pending)`);
  });

  it('gives the same bytes for the same statement', async () => {
    expect((await renderStatementPdf(documentIn('en-US'))).equals(pdfs.get('en-US')!)).toBe(true);
    const later = await renderStatementPdf(documentIn('en-US', { statement: { ...SAMPLE_STATEMENT, statementDate: '2026-12-15' } }));
    expect(later.equals(pdfs.get('en-US')!)).toBe(false);
  });

  it('refuses a statement whose date or amount is not in the wire format', async () => {
    await expect(renderStatementPdf(documentIn('en-US', { statement: { ...SAMPLE_STATEMENT, dueDate: '12/05/2026' } }))).rejects.toThrow(RangeError);
    await expect(renderStatementPdf(documentIn('en-US', { statement: { ...SAMPLE_STATEMENT, newBalance: 'NaN' } }))).rejects.toThrow(RangeError);
  });
});
