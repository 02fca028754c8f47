import { z } from 'zod';
import { LOCALES } from '../locales.js';
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

/** `?type=&from=&to=` of the history and its CSV: every part optional, `from` not after `to`. */
export const historyFilterSchema = z
  .object({
    type: z.enum(HISTORY_TYPES).optional(),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'From is after to', path: ['from'] });
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

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
export const payoffPdfPath = (goodThrough: string, locale: string) =>
  `${ACCOUNT_MONEY_PATHS.payoffQuotePdf}?goodThrough=${encodeURIComponent(goodThrough)}&locale=${encodeURIComponent(locale)}`;
/** The CSV of what the history page shows filtered (`type`, `from`, `to` as given; empty ones left out). */
export function historyCsvPath(filter: HistoryFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, String(value));
  const search = query.toString();
  return search ? `${ACCOUNT_MONEY_PATHS.historyCsv}?${search}` : ACCOUNT_MONEY_PATHS.historyCsv;
}
