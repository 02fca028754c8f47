import { z } from 'zod';

/*
 * `GET /api/account-details` answers the field names of the loan servicing system (spec 3 "Account
 * details"). Amounts are decimal strings with two places ("12345.67"), dates `YYYY-MM-DD`.
 */

export const ACCOUNT_FIELDS = {
  /** 'AL' means available; any other status is shown in the account-unavailable dialog (spec 4.2, 6). */
  accountStatus: 'F0184_ACCOUNT_STATUS',
  accountNumber: 'F0003_ACCOUNT',
  borrowerName: 'F0120_BORROWER_NAME',
  borrowerFirstName: 'F0121_BORROWER_FIRST_NAME',
  borrowerLastName: 'F0122_BORROWER_LAST_NAME',
  vin: 'F5016_VIN',
  vehicleDescription: 'F5010_VEHICLE_DESCRIPTION',
  email: 'F0290_EMAIL_ADDRESS',
  /** 'N' means not enrolled in autopay. */
  autopayFlag: 'F0410_AUTOPAY_FLAG',
  /** 'I' means paperless billing. */
  billingMethod: 'F0415_BILLING_METHOD',
  /** 'Y' means enrolled in text messages. */
  textEnrolled: 'F0420_TEXT_ENROLLED',
  currentBalance: 'F0100_CURRENT_BALANCE',
  payoffAmount: 'F0105_PAYOFF_AMOUNT',
  nextDueDate: 'F0110_NEXT_DUE_DATE',
  amountDue: 'F0112_AMOUNT_DUE',
  paymentAmount: 'F0114_PAYMENT_AMOUNT',
  perDiemInterest: 'F0116_PER_DIEM_INTEREST',
  /**
   * Not a servicing-system field: money paid above the balance at posting, held for the borrower as a credit
   * (docs/decisions/051). Present only while a credit exists.
   */
  creditBalance: 'CREDIT_BALANCE',
} as const;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const accountDetailsSchema = z.object({
  [ACCOUNT_FIELDS.accountStatus]: z.string(),
  [ACCOUNT_FIELDS.accountNumber]: z.string(),
  [ACCOUNT_FIELDS.borrowerName]: z.string(),
  [ACCOUNT_FIELDS.borrowerFirstName]: z.string(),
  [ACCOUNT_FIELDS.borrowerLastName]: z.string(),
  [ACCOUNT_FIELDS.vin]: z.string(),
  [ACCOUNT_FIELDS.vehicleDescription]: z.string(),
  [ACCOUNT_FIELDS.email]: z.string(),
  [ACCOUNT_FIELDS.autopayFlag]: z.enum(['Y', 'N']),
  [ACCOUNT_FIELDS.billingMethod]: z.enum(['I', 'P']),
  [ACCOUNT_FIELDS.textEnrolled]: z.enum(['Y', 'N']),
  [ACCOUNT_FIELDS.currentBalance]: amount,
  [ACCOUNT_FIELDS.payoffAmount]: amount,
  [ACCOUNT_FIELDS.nextDueDate]: isoDate.nullable(),
  [ACCOUNT_FIELDS.amountDue]: amount,
  [ACCOUNT_FIELDS.paymentAmount]: amount,
  [ACCOUNT_FIELDS.perDiemInterest]: amount,
  [ACCOUNT_FIELDS.creditBalance]: amount.optional(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** `GET /api/smc`: the secure-message summaries, newest first (spec 3: custRead; the rest is ours). */
export const messageSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  sentAt: z.string(),
  custRead: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export const messageSummariesResponseSchema = z.array(messageSummarySchema);

/** `GET /dev/mailbox.json` (not in production): what the outbox holds, newest first. */
export const devMailboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type DevMailboxEntry = z.infer<typeof devMailboxEntrySchema>;
export const devMailboxResponseSchema = z.array(devMailboxEntrySchema);
