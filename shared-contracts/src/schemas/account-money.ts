import { z } from 'zod';
import { LOCALES } from 'shared-contracts/core';
import { PAYMENT_RULES, amountToCents, isAbaRoutingNumber } from '../money.js';
import { isCalendarDate, personNameField } from './fields.js';

/*
 * The money calls of the signed-in area (spec 2.4: statements, history, payments; autopay and the payoff
 * quote). Paths and field names are a contract with every client. Money is a decimal string with two places
 * ("389.45"), dates `YYYY-MM-DD`, lists newest first. Every call needs a live session of an available
 * account (AL); state changes carry the csrf header, and a payment its Idempotency-Key.
 */

export const ACCOUNT_MONEY_PATHS = {
  statements: '/api/statements',
  statementPdf: '/api/statements/:id/pdf',
  history: '/api/history',
  historyCsv: '/api/history.csv',
  paymentMethods: '/api/payment-methods',
  paymentMethod: '/api/payment-methods/:id',
  payments: '/api/payments',
  payment: '/api/payments/:id',
  autopay: '/api/autopay',
  payoffQuote: '/api/payoff-quote',
  payoffQuotePdf: '/api/payoff-quote/pdf',
  /** Notices the overview shows (autopay suspended after returned payments, docs/decisions/055). */
  notices: '/api/account-notices',
  /** A payment's receipt as a PDF, by the confirmation number the borrower was given (docs/decisions/058). */
  paymentReceiptPdf: '/api/payment-receipts/:confirmationNumber',
} as const;

/** Fills the `:id` of a path: `withId(ACCOUNT_MONEY_PATHS.payment, 7)` → `/api/payments/7`. */
export const withId = (path: string, id: number | string): string => path.replace(':id', encodeURIComponent(String(id)));

/** Header of a state-changing money call: a UUID the client makes once per intended payment. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The codes the money calls give a refused field beside zod's own (the `fields` of a 400), so the pages word
 * each refusal without repeating the server's strings.
 */
export const MONEY_FIELD_ISSUES = {
  abovePayoff: 'above_payoff',
  unknownPaymentMethod: 'unknown_payment_method',
  outsidePaymentWindow: 'outside_payment_window',
  /** On the payment's date field (HTTP 422): a weekend or a Federal Reserve holiday (docs/decisions/056). */
  notBusinessDay: 'not_business_day',
  /**
   * On `confirmDuplicate` (HTTP 422): a payment of the same amount for the same date was made in the last
   * DUPLICATE_PAYMENT_WINDOW_MINUTES; send again with `confirmDuplicate: true` to make it as well.
   */
  possibleDuplicate: 'possible_duplicate',
} as const;

/** A payment like one made this many minutes ago (same amount, same date) asks "pay again?" (docs/decisions/051). */
export const DUPLICATE_PAYMENT_WINDOW_MINUTES = 10;

/**
 * The quotas of the signed-in area (docs/decisions/051): files of secure messages stored per loan, bank accounts
 * added per loan in 24 hours, PDF documents per session in a window.
 */
export const ACCOUNT_QUOTAS = {
  attachmentBytesPerLoan: 50 * 1024 * 1024,
  bankAccountsPerDay: 5,
  pdfDownloads: { max: 30, windowMinutes: 10 },
} as const;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
export const isoDateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD').refine(isCalendarDate, 'Not a calendar date');
const MAX_ID = 2 ** 31 - 1;
/** A database id in a path: digits of a positive integer, never a float or a string of 400 digits. */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ID)),
});

export const statementSchema = z.object({
  id: z.number().int(),
  statementDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  previousBalance: amount,
  payments: amount,
  interest: amount,
  fees: amount,
  newBalance: amount,
  amountDue: amount,
  dueDate: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementsResponseSchema = z.array(statementSchema);

export const localeQuerySchema = z.object({ locale: z.enum(LOCALES).default('en-US') });

export const HISTORY_TYPES = ['payment', 'interest', 'late_fee', 'adjustment'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/**
 * What a history line is, finer than its type (account_transactions.code, docs/decisions/055): the page, the CSV
 * and the statement PDF word a line by its code in the reader's language (docs/decisions/056); the free-text
 * description stays the servicing system's English.
 */
export const HISTORY_CODES = [
  'payment_online',
  'payment_autopay',
  'payment_guest',
  'interest',
  'late_fee',
  'late_fee_waived',
  'payment_returned',
  'returned_payment_fee',
  'adjustment',
  'credit',
] as const;
export type HistoryCode = (typeof HISTORY_CODES)[number];

/** `?type=&from=&to=` of the history and its CSV: every part optional, `from` not after `to`. */
export const historyFilterSchema = z
  .object({
    type: z.enum(HISTORY_TYPES).optional(),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'From is after to', path: ['from'] });
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** `GET /api/history.csv?type=&from=&to=&locale=`: the filter, and the language of the header and the lines. */
export const historyCsvQuerySchema = z
  .object({
    type: z.enum(HISTORY_TYPES).optional(),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
    locale: z.enum(LOCALES).default('en-US'),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'From is after to', path: ['from'] });
export type HistoryCsvQuery = z.input<typeof historyCsvQuerySchema>;

export const historyQuerySchema = z
  .object({
    page: z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().min(1))
      .default(1),
    type: z.enum(HISTORY_TYPES).optional(),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'From is after to', path: ['from'] });
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const historyItemSchema = z.object({
  id: z.string(),
  postedOn: z.string(),
  type: z.enum(HISTORY_TYPES),
  /** What the line is, to be worded in the reader's language (HISTORY_CODES). */
  code: z.enum(HISTORY_CODES),
  /** The servicing system's own text, in English. */
  description: z.string(),
  /** Negative lowers the balance (a payment), positive raises it (interest, a fee). */
  amount,
  principal: amount,
  interest: amount,
  fees: amount,
  runningBalance: amount,
  reference: z.string(),
  /** 'pending': a payment made and not yet posted (its parts are known at posting); the rest is 'posted'. */
  status: z.enum(['posted', 'pending']),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const PAYMENT_METHOD_LIMITS = { nicknameMax: 40, accountNumberMin: 4, accountNumberMax: 17 } as const;

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  kind: z.literal('bank'),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  last4: z.string(),
  nickname: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);

/** `POST /api/payment-methods`: the full account number is stored encrypted and never answered. */
export const newPaymentMethodSchema = z.object({
  routingNumber: z.string().trim().regex(/^\d{9}$/, 'Nine digits').refine(isAbaRoutingNumber, 'Not a valid routing number'),
  accountNumber: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PAYMENT_METHOD_LIMITS.accountNumberMin},${PAYMENT_METHOD_LIMITS.accountNumberMax}}$`), '4 to 17 digits'),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  holderName: personNameField,
  nickname: z.string().trim().max(PAYMENT_METHOD_LIMITS.nicknameMax).optional(),
});
export type NewPaymentMethod = z.infer<typeof newPaymentMethodSchema>;

/** A positive amount with two decimals, as the wire carries it; the ceiling (the payoff) is the server's. */
export const paymentAmountField = z
  .string()
  .regex(/^\d{1,7}\.\d{2}$/, 'An amount such as 389.45')
  .refine((value) => (amountToCents(value) ?? 0) > 0, 'More than 0.00');

export const newPaymentSchema = z.object({
  amount: paymentAmountField,
  paymentMethodId: z.number().int().positive().max(MAX_ID),
  payOn: isoDateField,
  /** The customer saw the payment like this one made minutes ago and pays again (422 `possible_duplicate` without it). */
  confirmDuplicate: z.boolean().optional(),
});
export type NewPayment = z.infer<typeof newPaymentSchema>;

/** `returned`: the bank sent the debit back (an ACH return, docs/decisions/055). */
export const PAYMENT_STATUSES = ['scheduled', 'pending', 'posted', 'cancelled', 'returned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentReceiptSchema = z.object({
  id: z.number().int(),
  confirmationNumber: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount,
  payOn: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** One payment of `GET /api/payments`: the receipt, the bank account it draws on, and whether it can still be cancelled. */
export const paymentSchema = paymentReceiptSchema.extend({
  paymentMethodId: z.number().int(),
  last4: z.string(),
  /** `guest`: paid without signing in (spec 2.4 guest payment). */
  source: z.enum(['online', 'autopay', 'guest']),
  /** Set once posted. */
  postedOn: z.string().nullable(),
  cancellable: z.boolean(),
  /** When it was made (ISO 8601): the review step names the earlier of two like payments by it. */
  madeAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsResponseSchema = z.array(paymentSchema);

export const autopaySchema = z.object({
  enrolled: z.boolean(),
  paymentMethodId: z.number().int().nullable(),
  draftDay: z.number().int().nullable(),
  /** Autopay always drafts the amount due of the month. */
  amount: z.literal('amountDue'),
});
export type Autopay = z.infer<typeof autopaySchema>;

export const autopayRequestSchema = z.object({
  paymentMethodId: z.number().int().positive().max(MAX_ID),
  draftDay: z.number().int().min(PAYMENT_RULES.autopayDraftDays.min).max(PAYMENT_RULES.autopayDraftDays.max),
});
export type AutopayRequest = z.infer<typeof autopayRequestSchema>;

export const payoffQuerySchema = z.object({ goodThrough: isoDateField });
export const payoffPdfQuerySchema = payoffQuerySchema.extend({ locale: z.enum(LOCALES).default('en-US') });

export const payoffQuoteSchema = z.object({
  goodThrough: z.string(),
  amount,
  perDiem: amount,
});
export type PayoffQuote = z.infer<typeof payoffQuoteSchema>;

export const statementPdfPath = (id: number, locale: string) => `${withId(ACCOUNT_MONEY_PATHS.statementPdf, id)}?locale=${encodeURIComponent(locale)}`;
/** `RB-XXXXX-XXXXX`: the confirmation number of a payment (capitals and digits that cannot be misread). */
export const CONFIRMATION_NUMBER_PATTERN = /^RB-[A-Z2-9]{5}-[A-Z2-9]{5}$/;
export const paymentReceiptParamsSchema = z.object({ confirmationNumber: z.string().regex(CONFIRMATION_NUMBER_PATTERN) });
export const paymentReceiptPdfPath = (confirmationNumber: string, locale: string) =>
  `${ACCOUNT_MONEY_PATHS.paymentReceiptPdf.replace(':confirmationNumber', encodeURIComponent(confirmationNumber))}?locale=${encodeURIComponent(locale)}`;
export const payoffPdfPath = (goodThrough: string, locale: string) =>
  `${ACCOUNT_MONEY_PATHS.payoffQuotePdf}?goodThrough=${encodeURIComponent(goodThrough)}&locale=${encodeURIComponent(locale)}`;
/**
 * The CSV of what the history page shows filtered (`type`, `from`, `to` as given; empty ones left out), in the
 * page's language when `locale` is given.
 */
export function historyCsvPath(filter: HistoryFilter, locale?: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, String(value));
  if (locale) query.set('locale', locale);
  const search = query.toString();
  return search ? `${ACCOUNT_MONEY_PATHS.historyCsv}?${search}` : ACCOUNT_MONEY_PATHS.historyCsv;
}

/** The NACHA return reason codes the servicer acts on (docs/decisions/055); R01 insufficient funds … R10 not authorized. */
export const ACH_RETURN_CODES = ['R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R07', 'R08', 'R09', 'R10'] as const;
export type AchReturnCode = (typeof ACH_RETURN_CODES)[number];

/** Body of POST /dev/payments/:id/return (development and tests only). */
export const devPaymentReturnRequestSchema = z.object({ reasonCode: z.enum(ACH_RETURN_CODES) }).strict();
export const devPaymentReturnResponseSchema = z.object({ fileName: z.string(), returned: z.number().int(), unmatched: z.number().int() });
export type DevPaymentReturnResponse = z.infer<typeof devPaymentReturnResponseSchema>;

/** A notice on the account, shown on the overview; the page words it from `kind` in the reader's language. */
export const ACCOUNT_NOTICE_KINDS = ['autopay_suspended'] as const;
export const accountNoticeSchema = z.object({ id: z.number().int(), kind: z.enum(ACCOUNT_NOTICE_KINDS), createdAt: z.string() });
export type AccountNotice = z.infer<typeof accountNoticeSchema>;
export const accountNoticesResponseSchema = z.array(accountNoticeSchema);
