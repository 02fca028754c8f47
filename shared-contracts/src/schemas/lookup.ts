import { z } from 'zod';
import { LOCALES } from 'shared-contracts/core';
import { captchaTokenField, codeField, dateOfBirthField, personNameField, ssnField, tokenField } from './fields.js';

/*
 * Forgot account number (spec 4.4, 7, 8.4). Step 1 matches name, SSN and date of birth and answers a lookup
 * token with the masked ways a code can be sent; step 2 sends a six-digit code; step 3 checks it and
 * answers the account number. Malformed data, and in step 1 data matching no borrower, is HTTP 400 INVALID.
 * EXPIRED: the lookup token is unknown, expired, finished or out of tries: start again at step 1.
 */

export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

export const LOOKUP_LIMITS = { tokenMinutes: 15, codeMinutes: 10, maxCodeTries: 5, maxCodesSent: 5 } as const;

/**
 * Codes per person (docs/decisions/050): wrong codes are counted per user (sign-in) and per loan (lookup,
 * enrolment) across challenges. `maxFailures` wrong ones within `windowHours` close that code step for
 * `closedHours` (HTTP 429 with Retry-After); only a right code starts the count again.
 */
export const CODE_FAILURE_LIMITS = { maxFailures: 10, windowHours: 24, closedHours: 24 } as const;

export const lookupStep1RequestSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  ssn: ssnField,
  dob: dateOfBirthField,
  /** Decision 007: a solved captcha, as the recovery forms send it; spent by the request. */
  captchaToken: captchaTokenField,
});
export type LookupStep1Request = z.infer<typeof lookupStep1RequestSchema>;

export const maskedCodeOptionSchema = z.object({ key: z.enum(CODE_CHANNELS), display: z.string() });
export type MaskedCodeOption = z.infer<typeof maskedCodeOptionSchema>;

export const lookupStep1ResponseSchema = z.object({
  status: z.literal('SUCCESS'),
  token: z.string(),
  maskedCodeOptions: z.array(maskedCodeOptionSchema),
});
export type LookupStep1Response = z.infer<typeof lookupStep1ResponseSchema>;

/*
 * The code step, one contract for its three uses: the lookup's steps 2 and 3, the enrolment's send-code and
 * confirm, the sign-in's send-code and verify (docs/decisions/032, 033). Each path answers its own success.
 * `locale`: the language of the page that asks, for the code's words when the borrower has no portal user yet (an
 * enrolment, a lookup), whose saved language would otherwise decide. Optional: a client that omits it gets English.
 */
export const sendCodeRequestSchema = z.object({ token: tokenField, sendTo: z.enum(CODE_CHANNELS), locale: z.enum(LOCALES).optional() });
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;
/** INVALID: the chosen channel is not one of the options the first step answered. */
export const sendCodeResponseSchema = z.object({ status: z.enum(['SUCCESS', 'EXPIRED', 'INVALID']) });
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

export const checkCodeRequestSchema = z.object({ token: tokenField, code: codeField });
export type CheckCodeRequest = z.infer<typeof checkCodeRequestSchema>;
/** INVALID: wrong or expired code (it counts as one of the five tries). */
export const lookupStep3ResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), account: z.string() }),
  z.object({ status: z.enum(['INVALID', 'EXPIRED']) }),
]);
export type LookupStep3Response = z.infer<typeof lookupStep3ResponseSchema>;
