import {
  CSRF_HEADER,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  loginResponseSchema,
  verifyEmailResendResponseSchema,
  type AccountDetails,
  type LoginResponse,
} from 'shared-contracts';

/*
 * The calls of the login form (spec 4.2, 7). Every answer is parsed with the shared zod schemas: an answer that
 * does not match throws, and the form maps any throw it does not know to ERROR.
 */

/** The server said 429: too many attempts for this address or username; `retryAfterSeconds` from Retry-After. */
export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too Many Attempts');
    this.name = 'TooManyAttemptsError';
  }
}

/** Spec 4.2: account details with a status other than AL ('Account Unavailable' maps to UNAVAILABLE). */
export class AccountUnavailableError extends Error {
  constructor(readonly accountStatus: string) {
    super('Account Unavailable');
    this.name = 'AccountUnavailableError';
  }
}

/** Retry-After in seconds (or an HTTP date); a missing or odd value counts as one minute. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  return 60;
}

async function json(response: Response): Promise<unknown> {
  if (response.status === 429) throw new TooManyAttemptsError(retryAfterSeconds(response.headers.get('retry-after')));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

const JSON_HEADERS = { accept: 'application/json' } as const;

/** POST /login: OK with the csrf token, or INVALID, LOCKED, NOTVERIFIED. */
export async function postLogin(username: string, password: string): Promise<LoginResponse> {
  const response = await fetch(PORTAL_API_PATHS.login, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ username, password }),
  });
  return loginResponseSchema.parse(await json(response));
}

/** GET /api/account-details of the session just started. */
export async function fetchAccountDetails(): Promise<AccountDetails> {
  const response = await fetch(PORTAL_API_PATHS.accountDetails, { headers: JSON_HEADERS, credentials: 'same-origin' });
  return accountDetailsSchema.parse(await json(response));
}

/** POST /api/logout with the session's csrf token; spec 7: the answer is not read, a failure is ignored. */
export async function postLogout(csrf: string): Promise<void> {
  try {
    await fetch(PORTAL_API_PATHS.logout, {
      method: 'POST',
      headers: { ...JSON_HEADERS, [CSRF_HEADER]: csrf },
      credentials: 'same-origin',
    });
  } catch {
    // Nothing to do: the session ends on the server at its timeout anyway.
  }
}

/** GET /api/verify-email-resend: works after a NOTVERIFIED answer in this browser (its short-lived cookie). */
export async function resendVerificationEmail(): Promise<void> {
  const response = await fetch(PORTAL_API_PATHS.verifyEmailResend, { headers: JSON_HEADERS, credentials: 'same-origin' });
  verifyEmailResendResponseSchema.parse(await json(response));
}
