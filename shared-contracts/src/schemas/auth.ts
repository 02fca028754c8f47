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
} from './fields.js';

/*
 * Requests and answers of the sign-in, session, e-mail verification, password and enrolment calls.
 * Business outcomes are HTTP 200 with a `status` word; malformed input is HTTP 400 with the error body
 * `{status, message}` of api.ts (`errorBodySchema`), as every other error.
 */

// ── POST /login (spec 4.2, 7) ──────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({ username: usernameField, password: currentPasswordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the server answers. LOCKED and NOTVERIFIED come only after a right password. */
export const LOGIN_STATUSES = ['OK', 'INVALID', 'LOCKED', 'NOTVERIFIED'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Every state of the login form (spec 4.2): the server's statuses plus those the client derives. */
export const LOGIN_FORM_STATUSES = ['OK', 'INVALID', 'LOCKED', 'ERROR', 'UNAVAILABLE', 'NOTVERIFIED', 'VERIFICATIONSENT'] as const;
export type LoginFormStatus = (typeof LOGIN_FORM_STATUSES)[number];

export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), csrf: z.string() }),
  z.object({ status: z.enum(['INVALID', 'LOCKED', 'NOTVERIFIED']) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/**
 * SUCCESS: the user exists and the verification link `/verify-email-{token}` was mailed. INVALID: no loan
 * matches the account number, last name, SSN last four and date of birth. ALREADY_ENROLLED: that loan has
 * online access already (use forgot username / password). USERNAME_TAKEN, COMMON_PASSWORD: choose another.
 */
export const CREATE_ACCOUNT_STATUSES = ['SUCCESS', 'INVALID', 'ALREADY_ENROLLED', 'USERNAME_TAKEN', 'COMMON_PASSWORD'] as const;
export const createAccountResponseSchema = z.object({ status: z.enum(CREATE_ACCOUNT_STATUSES) });
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

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
