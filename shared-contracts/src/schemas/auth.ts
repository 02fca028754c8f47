import { z } from 'zod';
import {
  accountNumberField,
  captchaTokenField,
  currentPasswordField,
  dateOfBirthField,
  emailField,
  newPasswordField,
  newUsernameField,
  personNameField,
  ssnLastFourField,
  tokenField,
  usernameField,
  codeField,
} from './fields.js';
import { maskedCodeOptionSchema } from './lookup.js';

/*
 * Requests and answers of the sign-in, session, e-mail verification, password and enrolment calls.
 * Business outcomes are HTTP 200 with a `status` word; malformed input is HTTP 400 with the error body
 * `{status, message}` of api.ts (`errorBodySchema`), as every other error.
 */

// ── POST /login (spec 4.2, 7) ──────────────────────────────────────────────────────────────────────────

/**
 * The sign-in's step-up (docs/decisions/049): after `failuresBeforeCaptcha` failed tries of one username (known or
 * not, so the step-up tells nobody which usernames exist) within `windowMinutes`, POST /login answers
 * CAPTCHA_REQUIRED until a try carries a solved captcha. Each further try then costs a proof of work, so a stranger
 * cannot lock a borrower out (spec 4.2 LOCKED) with five quick wrong passwords. A right password clears the count.
 */
export const LOGIN_STEP_UP = { failuresBeforeCaptcha: 3, windowMinutes: 60 } as const;

/** `captchaToken`: a solved captcha, needed once the username's tries stepped up (LOGIN_STEP_UP); ignored before. */
export const loginRequestSchema = z.object({ username: usernameField, password: currentPasswordField, captchaToken: captchaTokenField.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the server answers. LOCKED and NOTVERIFIED come only after a right password; CAPTCHA_REQUIRED before any check. */
export const LOGIN_STATUSES = ['OK', 'INVALID', 'LOCKED', 'NOTVERIFIED', 'CAPTCHA_REQUIRED'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Every state of the login form (spec 4.2): the server's statuses plus those the client derives. */
export const LOGIN_FORM_STATUSES = ['OK', 'INVALID', 'LOCKED', 'ERROR', 'UNAVAILABLE', 'NOTVERIFIED', 'VERIFICATIONSENT', 'CAPTCHA_REQUIRED'] as const;
export type LoginFormStatus = (typeof LOGIN_FORM_STATUSES)[number];

/** CODE_REQUIRED: a right password from a browser not remembered (docs/decisions/033, below); no session yet. */
export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), csrf: z.string() }),
  z.object({ status: z.literal('CODE_REQUIRED'), token: z.string(), maskedCodeOptions: z.array(maskedCodeOptionSchema) }),
  z.object({ status: z.enum(['INVALID', 'LOCKED', 'NOTVERIFIED', 'CAPTCHA_REQUIRED']) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ── A second factor on a new device (docs/decisions/033) ─────────────────────────────────────────────────
/*
 * After a right password from a browser not remembered, POST /login answers CODE_REQUIRED with a sign-in token and
 * the masked e-mail address and phone on file; the borrower picks one (`/api/login/send-code`, as the lookup's
 * step 2) and enters the six-digit code (`/api/login/verify`), which answers what POST /login answers on success:
 * OK with the csrf token, the session in its cookie. `rememberDevice` sets a signed, httpOnly cookie that skips
 * the code on this browser for SECOND_FACTOR.rememberDays days (a password change or reset forgets every device).
 * INVALID: the code is not right (the fifth wrong one ends the sign-in: EXPIRED). EXPIRED: log in again.
 * HTTP 429 with Retry-After: ten wrong codes for this user within a day closed the step for a day (decision 050).
 * Limits: LOOKUP_LIMITS (the token lives 15 minutes, a code 10, five checks, five codes sent).
 */
export const SECOND_FACTOR = { rememberDays: 30 } as const;


export const loginVerifyRequestSchema = z.object({ token: tokenField, code: codeField, rememberDevice: z.boolean() });
export type LoginVerifyRequest = z.infer<typeof loginVerifyRequestSchema>;
export const loginVerifyResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), csrf: z.string() }),
  // LOCKED: the sign-in locked (spec 4.2) after its password was accepted; the code is not checked (decision 050).
  z.object({ status: z.enum(['INVALID', 'EXPIRED', 'LOCKED']) }),
]);
export type LoginVerifyResponse = z.infer<typeof loginVerifyResponseSchema>;

// ── GET /api/session, POST /api/logout, GET /api/touch ─────────────────────────────────────────────────

/** Lets the shell restore the signed-in state after a reload: the csrf token lives in memory only. */
export const sessionResponseSchema = z.object({ authenticated: z.boolean(), csrf: z.string().optional() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okResponseSchema = z.object({ status: z.literal('OK') });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** `GET /api/touch`: the session's idle expiry moves to now + sessionTimeoutSeconds (capped at 12 h). */
export const touchResponseSchema = z.object({ status: z.literal('OK'), expiresInSeconds: z.number().int().nonnegative() });
export type TouchResponse = z.infer<typeof touchResponseSchema>;

// ── E-mail verification ────────────────────────────────────────────────────────────────────────────────

/** `POST /api/verify-email` from the page `/verify-email-{token}`. */
export const verifyEmailRequestSchema = z.object({ token: tokenField });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ status: z.enum(['SUCCESS', 'EXPIRED']) });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/**
 * `GET /api/verify-email-resend` (spec 7: no request). Answers SUCCESS after a NOTVERIFIED login in the
 * same browser (that answer sets a short-lived signed cookie); otherwise HTTP 400 with status EXPIRED.
 */
export const verifyEmailResendResponseSchema = z.object({ status: z.literal('SUCCESS') });
export type VerifyEmailResendResponse = z.infer<typeof verifyEmailResendResponseSchema>;

// ── Passwords ──────────────────────────────────────────────────────────────────────────────────────────

/** COMMON_PASSWORD: on the list of common passwords, or the username itself. */
export const passwordRejectionStatus = z.literal('COMMON_PASSWORD');

/** `POST /api/reset-password` from the page `/reset-password-{token}`; does not sign in. */
export const resetPasswordRequestSchema = z.object({ token: tokenField, password: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ status: z.enum(['SUCCESS', 'EXPIRED', 'COMMON_PASSWORD']) });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** `POST /api/change-password`, signed in, with the csrf-token header. INVALID: the current password is wrong. */
export const changePasswordRequestSchema = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({ status: z.enum(['SUCCESS', 'INVALID', 'COMMON_PASSWORD']) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

// ── Enrolment: POST /api/create-account (pages /enroll and /create-account) ─────────────────────────────

export const createAccountRequestSchema = z.object({
  accountNumber: accountNumberField,
  lastName: personNameField,
  ssnLastFour: ssnLastFourField,
  dob: dateOfBirthField,
  email: emailField,
  username: newUsernameField,
  password: newPasswordField,
  /** Decision 032: a solved captcha, spent by the request (as the recovery forms and the lookup send it). */
  captchaToken: captchaTokenField,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/*
 * Decision 032: knowing a borrower's account number, last name, SSN last four and date of birth is not
 * enough to enrol their loan; a code sent to the e-mail address or mobile phone on file for the loan is needed
 * too, with the account lookup's machinery (LOOKUP_LIMITS: the token lives 15 minutes, a code 10, five checks,
 * five codes sent).
 *
 * 1. `POST /api/create-account`: CODE_REQUIRED with an enrolment token and the masked ways a code can be sent.
 *    INVALID: the details match no loan, *or* the loan has online access already; the two answers are the same
 *    (the owner of an enrolled loan gets a message at their online access's e-mail address instead, naming the way
 *    back in).
 *    USERNAME_TAKEN, COMMON_PASSWORD: choose another. Nothing is created yet.
 * 2. `POST /api/create-account/send-code` with the token and `email` or `sms`: as the lookup's step 2.
 * 3. `POST /api/create-account/confirm` with the token and the code: SUCCESS creates the user and mails the
 *    verification link `/verify-email-{token}` to the new e-mail address. INVALID: the code is not right (the
 *    fifth wrong one ends the enrolment: EXPIRED). EXPIRED: start again at step 1. USERNAME_TAKEN: the name was
 *    taken meanwhile; start again with another.
 */
export const CREATE_ACCOUNT_STATUSES = ['INVALID', 'USERNAME_TAKEN', 'COMMON_PASSWORD'] as const;
export const createAccountResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('CODE_REQUIRED'), token: z.string(), maskedCodeOptions: z.array(maskedCodeOptionSchema) }),
  z.object({ status: z.enum(CREATE_ACCOUNT_STATUSES) }),
]);
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;


export const CREATE_ACCOUNT_CONFIRM_STATUSES = ['SUCCESS', 'INVALID', 'EXPIRED', 'USERNAME_TAKEN'] as const;
export const createAccountConfirmResponseSchema = z.object({ status: z.enum(CREATE_ACCOUNT_CONFIRM_STATUSES) });
export type CreateAccountConfirmResponse = z.infer<typeof createAccountConfirmResponseSchema>;

// ── Forgot username / password (spec 4.3, 7): both need a captcha ──────────────────────────────────────

export const sendUsernameRequestSchema = z.object({ email: emailField, captchaToken: captchaTokenField });
export type SendUsernameRequest = z.infer<typeof sendUsernameRequestSchema>;
/** The same answer whether or not the address is registered: the redacted address (spec 4.3, 5). */
export const sendUsernameResponseSchema = z.object({ status: z.literal('SUCCESS'), email: z.string() });
export type SendUsernameResponse = z.infer<typeof sendUsernameResponseSchema>;

export const sendPasswordResetRequestSchema = z.object({ username: usernameField, captchaToken: captchaTokenField });
export type SendPasswordResetRequest = z.infer<typeof sendPasswordResetRequestSchema>;
/** SUCCESS whether or not the username exists; the link `/reset-password-{token}` is valid 30 minutes. */
export const sendPasswordResetResponseSchema = z.object({ status: z.literal('SUCCESS') });
export type SendPasswordResetResponse = z.infer<typeof sendPasswordResetResponseSchema>;

/** Link lifetimes, for the wording of the mails and pages. */
export const LINK_LIFETIME_MINUTES = { passwordReset: 30, emailVerification: 24 * 60 } as const;

// ── Captcha: GET /api/captcha/challenge (ALTCHA v2, self-hosted) ───────────────────────────────────────

/** An ALTCHA v2 challenge, as the widget's `challenge` URL must answer it. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
