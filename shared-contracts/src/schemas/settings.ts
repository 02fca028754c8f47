import { z } from 'zod';
import { LOCALES } from 'shared-contracts/core';
import { SECURITY_EVENT_OUTCOMES, SIGN_IN_ACTIVITY_EVENTS } from '../security-events.js';
import { codeField, currentPasswordField, emailField } from './fields.js';

/*
 * Settings of the signed-in area (spec 2.4 `/account/settings`): the e-mail address, the mobile phone and text
 * alerts, paperless statements, the language of mail and text messages, and the signed-in devices. Every call
 * needs a live session of an available account (AL); state changes carry the csrf header. Refused fields come
 * back in the 400's `fields` with a zod issue code or one of SETTINGS_FIELD_ISSUES.
 */

export const SETTINGS_PATHS = {
  settings: '/api/settings',
  email: '/api/settings/email',
  phone: '/api/settings/phone',
  phoneVerify: '/api/settings/phone/verify',
  preferences: '/api/settings/preferences',
  /** Payment reminders: `GET` and `PUT` (docs/decisions/057). */
  reminders: '/api/settings/reminders',
  sessions: '/api/sessions',
  /** Decision 031: the borrower's recent sign-ins, failures, locks and credential changes ("was this you?"). */
  signInActivity: '/api/settings/sign-in-activity',
  session: '/api/sessions/:id',
} as const;

/** The codes the settings calls give a refused field beside zod's own, so the page words each refusal. */
export const SETTINGS_FIELD_ISSUES = {
  /** The current password is not the account's. */
  wrongPassword: 'wrong_password',
  /** The new e-mail address is the one already on file. */
  unchanged: 'unchanged',
  /** The phone number is not a US number that can receive text messages. */
  notUsPhone: 'not_us_phone',
  /** The code is not the one sent (or no longer valid). */
  wrongCode: 'wrong_code',
  /** No code is waiting: ask for a new one. */
  noPendingCode: 'no_pending_code',
  /** Turning paperless on needs the consent to the electronic consent agreement. */
  consentRequired: 'consent_required',
  /** Text alerts need a confirmed mobile phone. */
  phoneRequired: 'phone_required',
} as const;

/** How long a phone code is valid, how many checks it allows and how many codes one phone may be sent. */
export const PHONE_CODE_LIMITS = { codeMinutes: 10, maxTries: 5, maxCodesSent: 5 } as const;

/** The languages of mail and text messages: the site's locales. */
export const SETTINGS_LANGUAGES = LOCALES;
export const settingsLanguageField = z.enum(SETTINGS_LANGUAGES);

export const PHONE_INPUT_MAX_LENGTH = 32;

/**
 * The ten digits of a US phone number typed in any common way (`(202) 555-0147`, `202.555.0147`,
 * `+1 202 555 0147`, `1-202-555-0147`), or null. Only the form of a NANP number: the server's phone library has
 * the last word on whether it is a real US number.
 */
export function usPhoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

export const usPhoneField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(PHONE_INPUT_MAX_LENGTH)
  .refine((value) => usPhoneDigits(value) !== null, 'Not a US phone number');

/** `GET /api/settings` and the answer of every settings change. */
export const settingsSchema = z.object({
  email: z.string(),
  /** An address waiting for its link to be opened; the change applies only then. */
  pendingEmail: z.string().nullable(),
  /** The confirmed mobile phone, masked to its last four digits (`***-***-0147`), or null. */
  phone: z.string().nullable(),
  /** A number waiting for its code, masked the same way, or null. */
  pendingPhone: z.string().nullable(),
  /** F0415_BILLING_METHOD 'I'. */
  paperless: z.boolean(),
  /** F0420_TEXT_ENROLLED 'Y'. */
  textEnrolled: z.boolean(),
  language: settingsLanguageField,
  /** F0410_AUTOPAY_FLAG 'Y': shown, changed on the payment page. */
  autopay: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** `PUT /api/settings/email`: the new address and the current password. The link goes to the new address. */
export const emailChangeRequestSchema = z.object({
  email: emailField,
  currentPassword: currentPasswordField,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/**
 * `PUT /api/settings/phone`: the new number and the current password (a wrong one: 400, `currentPassword`
 * `wrong_password`, as the e-mail change). A code goes by text message to the new number; the number on file
 * changes only when `POST /api/settings/phone/verify` brings it back (docs/decisions/050).
 */
export const phoneChangeRequestSchema = z.object({ phone: usPhoneField, currentPassword: currentPasswordField });
export type PhoneChangeRequest = z.infer<typeof phoneChangeRequestSchema>;

/**
 * `POST /api/settings/phone/verify`: the six digits of the text message. On success the number changes, the old
 * number and the e-mail address on file get a notice, and every other session and remembered device ends
 * (docs/decisions/050).
 */
export const phoneVerifyRequestSchema = z.object({ code: codeField });
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;

/**
 * `PUT /api/settings/preferences`. `electronicConsent` must be true when paperless is turned on (the
 * electronic consent agreement, a footer PDF); text alerts need a confirmed phone.
 */
export const preferencesRequestSchema = z.object({
  paperless: z.boolean(),
  textEnrolled: z.boolean(),
  language: settingsLanguageField,
  electronicConsent: z.boolean().optional(),
});
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;

/** How many days before the due date a payment reminder may go (docs/decisions/057). */
export const REMINDER_DAYS_BEFORE = [3, 5] as const;

/**
 * `GET` and `PUT /api/settings/reminders`: payment reminders by e-mail and/or text message, 3 or 5 days before
 * the due date; both off until the borrower turns them on. A daily job sends each at most once per due date, and
 * never for a due date already paid. Texts need a confirmed mobile phone (400, `sms` `phone_required`).
 */
export const paymentRemindersSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  daysBefore: z.union([z.literal(REMINDER_DAYS_BEFORE[0]), z.literal(REMINDER_DAYS_BEFORE[1])]),
});
export type PaymentReminders = z.infer<typeof paymentRemindersSchema>;

/** A signed-in browser of this user. `id` is a public id, never the session's cookie or its hash. */
export const userSessionSchema = z.object({
  id: z.string(),
  /** `Chrome 131`, or null when the user agent says nothing recognisable. */
  browser: z.string().nullable(),
  /** `Windows 10`, `iOS 18.1`, or null. */
  system: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The browser that asks. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsResponseSchema = z.array(userSessionSchema);

/** `DELETE /api/sessions/:id`: the public id of one of the user's sessions. */
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

/** `DELETE /api/sessions`: every other session of the user ended. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int().min(0) });
export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;

/**
 * `GET /api/settings/sign-in-activity`: newest first, the last SIGN_IN_ACTIVITY_LIMITS.days days, at most
 * SIGN_IN_ACTIVITY_LIMITS.maxEvents. The browser and system come from the User-Agent the event came with; the
 * network address is kept only as a keyed hash and is never shown.
 */
export const signInActivityItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  event: z.enum(SIGN_IN_ACTIVITY_EVENTS),
  outcome: z.enum(SECURITY_EVENT_OUTCOMES),
  /**
   * On a failed sign-in, why (SECURITY_EVENT_REASONS): `wrong_password`, `locked`, `not_verified`, `code_required`
   * (a right password from a new browser, waiting for its code), `wrong_code`, `expired` or `passkey_rejected`; on a
   * successful sign-in `passkey` when a passkey signed in (docs/decisions/052); null otherwise.
   */
  reason: z.string().nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
});
export type SignInActivityItem = z.infer<typeof signInActivityItemSchema>;
export const signInActivityResponseSchema = z.array(signInActivityItemSchema);
