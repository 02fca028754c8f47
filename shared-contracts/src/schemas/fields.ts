import { z } from 'zod';
import { LIMITS } from 'shared-contracts/core';
import { isEmailAddress } from '../redaction.js';

/*
 * Field schemas shared by every request of the sign-in, recovery and enrolment calls: the server validates
 * with them, the forms parse with them. Limits of spec 5 and 9 (256 for e-mails and usernames, 100 for names).
 */

/** Passwords (NIST SP 800-63B, OWASP): a length range and a common-password check, no composition rules. */
export const PASSWORD_POLICY = {
  minLength: 8,
  /** What the forms suggest; not enforced. */
  recommendedLength: 15,
  maxLength: 256,
} as const;

/** Opaque tokens of links and lookups (the server makes 43-character base64url strings). */
export const TOKEN_LIMITS = { minLength: 16, maxLength: 128 } as const;
/** An ALTCHA payload is base64 JSON of a few hundred characters. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;
export const ACCOUNT_NUMBER_MAX_LENGTH = 20;
export const USERNAME_MIN_LENGTH = 4;

export const usernameField = z.string().trim().min(1, 'Required').max(LIMITS.usernameMax);

/** A username chosen at enrolment: letters, digits and `. _ - @ +`, no spaces. */
export const newUsernameField = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH)
  .max(LIMITS.usernameMax)
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Use letters, digits and . _ - @ + only');

export const emailField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(LIMITS.emailMax)
  .refine(isEmailAddress, 'Not an e-mail address');

/** A password as typed at sign-in: never trimmed, never checked against the policy (old ones stay valid). */
export const currentPasswordField = z.string().min(1, 'Required').max(PASSWORD_POLICY.maxLength);

/** A new password: the length rule; the common-password rule is the server's (its list is large). */
export const newPasswordField = z.string().min(PASSWORD_POLICY.minLength).max(PASSWORD_POLICY.maxLength);

export const personNameField = z.string().trim().min(1, 'Required').max(LIMITS.nameMax);

/** Nine digits, dashes removed by the form before sending (spec 5). */
export const ssnField = z.string().regex(/^\d{9}$/, 'Nine digits');
export const ssnLastFourField = z.string().regex(/^\d{4}$/, 'Four digits');

/** True for a real calendar date `YYYY-MM-DD` (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Date of birth as sent (spec 5: entered MM/DD/YYYY, sent year-month-day): a real date, 1900 to today. */
export const dateOfBirthField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date')
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'Out of range');

/** Spec 5 / 9: exactly six digits. */
export const codeField = z.string().regex(/^\d{6}$/, 'Six digits');

export const tokenField = z
  .string()
  .min(TOKEN_LIMITS.minLength)
  .max(TOKEN_LIMITS.maxLength)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a token');

export const captchaTokenField = z.string().min(1, 'Required').max(CAPTCHA_TOKEN_MAX_LENGTH);

export const accountNumberField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`), 'Digits only');
