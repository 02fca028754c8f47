import { z } from 'zod';
import { LOCALES } from 'shared-contracts/core';
import { BANK_ACCOUNT_TYPES, isoDateField, newPaymentMethodSchema, paymentAmountField } from './account-money.js';
import { accountNumberField, captchaTokenField, emailField, personNameField, ssnLastFourField, tokenField } from './fields.js';

/*
 * Paying without an account (docs/decisions/058): `/payments` of the public site looks a loan up by what is
 * printed on a statement plus the SSN's last four, then pays it once from a bank account typed for this payment.
 * The lookup reveals only what a statement shows (a masked name, the amount due, its date and the payoff); any
 * mismatch answers the same 400 INVALID. The token it answers pays once, within GUEST_PAYMENT_LIMITS.tokenMinutes.
 */

export const GUEST_PAYMENT_PATHS = {
  lookup: '/api/guest/lookup',
  payments: '/api/guest/payments',
} as const;

export const GUEST_PAYMENT_LIMITS = {
  /** A lookup's token pays within this many minutes, once. */
  tokenMinutes: 15,
} as const;

/** A US ZIP code: five digits, or ZIP+4 (only the five are compared). */
export const zipCodeField = z.string().trim().regex(/^\d{5}(?:-\d{4})?$/, 'Five digits');

export const guestLookupRequestSchema = z.object({
  accountNumber: accountNumberField,
  lastName: personNameField,
  /** Of the billing address on file. */
  zipCode: zipCodeField,
  ssnLastFour: ssnLastFourField,
  captchaToken: captchaTokenField,
});
export type GuestLookupRequest = z.infer<typeof guestLookupRequestSchema>;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const guestLookupResponseSchema = z.object({
  token: z.string(),
  /** The borrower's first initial and last name ("M. Garcia"): the visitor typed the last name already. */
  maskedName: z.string(),
  amountDue: amount,
  dueDate: z.string().nullable(),
  payoff: amount,
});
export type GuestLookupResponse = z.infer<typeof guestLookupResponseSchema>;

/** What the visitor types at step 2 (the page adds the token and its language). */
const guestPaymentFields = z.object({
  amount: paymentAmountField,
  payOn: isoDateField,
  routingNumber: newPaymentMethodSchema.shape.routingNumber,
  accountNumber: newPaymentMethodSchema.shape.accountNumber,
  /** Typed twice: a wrong digit bounces a payment days later. */
  accountNumberConfirm: z.string().trim(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  holderName: personNameField,
  /** Where the receipt goes. */
  email: emailField,
});
const sameAccountNumber = (fields: { accountNumber: string; accountNumberConfirm: string }) => fields.accountNumber === fields.accountNumberConfirm;
const notTheSame = { path: ['accountNumberConfirm'], message: 'Does not match' };

export const guestPaymentFormSchema = guestPaymentFields.refine(sameAccountNumber, notTheSame);
export type GuestPaymentForm = z.infer<typeof guestPaymentFormSchema>;

export const guestPaymentRequestSchema = guestPaymentFields
  .extend({
    token: tokenField,
    /** The language of the page: the receipt's words. */
    locale: z.enum(LOCALES),
    /** As for a signed-in payment: the visitor saw that a like payment was made minutes ago and pays again. */
    confirmDuplicate: z.boolean().optional(),
  })
  .refine(sameAccountNumber, notTheSame);
export type GuestPaymentRequest = z.infer<typeof guestPaymentRequestSchema>;

export const guestPaymentResponseSchema = z.object({
  confirmationNumber: z.string(),
  amount,
  date: z.string(),
});
export type GuestPaymentResponse = z.infer<typeof guestPaymentResponseSchema>;
