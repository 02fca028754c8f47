import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  API_ERROR_CODES,
  PasskeyCeremonyError,
  type AccountDetails,
  type LoginFormStatus,
  type LoginResponse,
  type MaskedCodeOption,
} from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';

/**
 * Spec 4.2 result statuses: the server's (OK, INVALID, LOCKED, NOTVERIFIED) and those the form derives, plus
 * CODE_EXPIRED (docs/decisions/033): the form is back because the code step of a new browser ended unfinished; and
 * the passkey sign-in's own (docs/decisions/052): the passkey was not accepted (the server's INVALID, which says
 * nothing of a username or password here), the borrower cancelled the browser's request, or the browser could not
 * use a passkey at all.
 */
export type LoginStatus = LoginFormStatus | 'CODE_EXPIRED' | 'PASSKEY_INVALID' | 'PASSKEY_CANCELLED' | 'PASSKEY_FAILED';
/** A status the form shows as a message (OK closes the dialog instead). */
export type LoginMessageStatus = Exclude<LoginStatus, 'OK'>;

export type LoginPalette = 'red' | 'orange' | 'green';

/** Spec 8.1: the message and colour of each status. */
export const LOGIN_MESSAGES: Record<LoginMessageStatus, { message: MessageDescriptor; palette: LoginPalette }> = {
  INVALID: { message: msg`Your username or password is invalid.`, palette: 'red' },
  LOCKED: { message: msg`Your user is locked after too many wrong passwords. Try again later, or reset your password to unlock it now.`, palette: 'red' },
  ERROR: { message: msg`Something went wrong. Please try again.`, palette: 'red' },
  UNAVAILABLE: { message: msg`Your account is not available online.`, palette: 'red' },
  NOTVERIFIED: { message: msg`Your email address is not verified.`, palette: 'orange' },
  VERIFICATIONSENT: { message: msg`Verification email sent. Please check your inbox.`, palette: 'green' },
  // Orange, as NOTVERIFIED: nothing was wrong, there is one more thing to do.
  CODE_EXPIRED: { message: msg`Your sign-in code expired. Log in again.`, palette: 'orange' },
  // Orange: nothing was checked yet (docs/decisions/049); the security check below comes first.
  CAPTCHA_REQUIRED: { message: msg`For your security, complete the check below, then log in again.`, palette: 'orange' },
  PASSKEY_INVALID: { message: msg`This passkey was not accepted. Try again, or log in with your username and password.`, palette: 'red' },
  // Orange: nothing failed, the borrower closed the request (or let it time out); the form is as they left it.
  PASSKEY_CANCELLED: { message: msg`Passkey sign-in was cancelled. Try again, or log in with your username and password.`, palette: 'orange' },
  PASSKEY_FAILED: { message: msg`This browser could not use a passkey. Log in with your username and password.`, palette: 'red' },
};

/**
 * What a failure is tracked with (spec 7, 8.1: message and username): the catalogue's wording in English, the
 * same in every locale so that the analytics reports group alike. Not shown to anyone.
 */
export const LOGIN_FAILURE_ANALYTICS_MESSAGE: Record<LoginMessageStatus, string | null> = {
  INVALID: 'username or password invalid',
  PASSKEY_INVALID: 'passkey not accepted',
  LOCKED: 'user is locked',
  ERROR: 'something went wrong',
  UNAVAILABLE: 'account not available',
  NOTVERIFIED: 'user email not verified',
  CAPTCHA_REQUIRED: 'security check required',
  // Null: no failure is tracked. Nothing went wrong on our side, or the borrower chose to stop.
  VERIFICATIONSENT: null,
  CODE_EXPIRED: null,
  PASSKEY_CANCELLED: null,
  PASSKEY_FAILED: null,
};

/** A shown result: the status, and for a rate-limited ERROR the minutes to wait. */
export interface LoginResult {
  status: LoginMessageStatus;
  retryAfterMinutes?: number;
}

/** Signed in: the session's account details, read once (AL). */
export interface SignedIn {
  status: 'OK';
  details: AccountDetails;
}

/**
 * CODE_REQUIRED (docs/decisions/033): the sign-in token and the masked ways a code can go. Held in the dialog's
 * memory only, never in storage or the URL, like the lookup token of the forgot-account dialog.
 */
export interface CodeChallenge {
  token: string;
  options: MaskedCodeOption[];
}

/** What a login attempt settled with: signed in, a code to ask for, or a status to show. */
export type LoginOutcome = SignedIn | { status: 'CODE_REQUIRED'; challenge: CodeChallenge } | { status: Exclude<LoginResponse['status'], 'OK' | 'CODE_REQUIRED'> };

/**
 * What a sign-in code settled with: signed in; a wrong code, said at the field; or the end of this sign-in, back
 * to the form with the result to show (the code expired, or the sign-in failed once the code was right).
 */
export type CodeOutcome = SignedIn | { status: 'INVALID' } | { status: 'START_AGAIN'; result: LoginResult };

/** Spec 4.2: INVALID, LOCKED and NOTVERIFIED are shown as they are; OK and CODE_REQUIRED show nothing. */
export const outcomeResult = (outcome: LoginOutcome | undefined): LoginResult | null =>
  outcome && outcome.status !== 'OK' && outcome.status !== 'CODE_REQUIRED' ? { status: outcome.status } : null;

/**
 * Spec 4.2: a thrown 'Account Unavailable' is UNAVAILABLE, any other failure ERROR; after too many attempts
 * (429) ERROR says when to try again (Retry-After, a minute when the server did not say).
 */
export function failureResult(error: unknown): LoginResult {
  if (isApiError(error, API_ERROR_CODES.accountUnavailable)) return { status: 'UNAVAILABLE' };
  // A captcha refused (spent, expired): the step-up asks for a fresh one (docs/decisions/049).
  if (isApiError(error, API_ERROR_CODES.captchaInvalid)) return { status: 'CAPTCHA_REQUIRED' };
  if (error instanceof PasskeyCeremonyError) return { status: error.failure === 'cancelled' ? 'PASSKEY_CANCELLED' : 'PASSKEY_FAILED' };
  if (isApiError(error) && error.status === 429) {
    return { status: 'ERROR', retryAfterMinutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  }
  return { status: 'ERROR' };
}
