/** Business constants of spec point 9 and the shell timings of 2.15 / 4.6. */
export const SESSION = {
  /** The client times out 10 s before the server does (spec 9). */
  clientTimeoutMarginMs: 10_000,
  summariesMaxConsecutiveFailures: 3,
} as const;

export const sessionTimeoutMs = (sessionTimeoutSeconds: number) =>
  sessionTimeoutSeconds * 1000 - SESSION.clientTimeoutMarginMs;

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export const LEAVING_SITE_CALLBACK_DELAY_MS = 500;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_LOGO = { width: 180, height: 25 } as const;
export const FOOTER_LOGO = { width: 168, height: 30 } as const;

export const LIMITS = {
  emailMax: 256,
  usernameMax: 256,
  nameMax: 100,
  ssnDigits: 9,
  codeDigits: 6,
  dateMaskLength: 10,
} as const;

export const PAGINATION_DEFAULTS = { perPage: 10, siblings: 2, minPages: 1 } as const;
export const HIGHLIGHT_MIN_LENGTH = 1;
export const POST_LOAD_PREFETCH_DELAY_MS = 1000;

/** The account status of a loan the customer can use (spec 3: `AL`), as the account's answer carries it. */
export const ACCOUNT_STATUS_AVAILABLE = 'AL';

/**
 * A cookie that says only that this browser was given a session (spec 4.1, docs/decisions/074): set and cleared with
 * the session cookie, by the same responses, but readable by the page, which never sees the session cookie itself.
 * Without it a public page knows there is no session to restore and does not ask (`GET /api/session`). It carries
 * no id and grants nothing: a planted one costs one call that answers signed out, and that answer clears it.
 */
export const SESSION_HINT_COOKIE = 'rb_signed_in';
