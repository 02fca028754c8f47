/**
 * The `status` word of every error answer of the server (`{ status, message, fields? }`). Server and clients
 * both read it from here: the server answers with it, a client branches on `ApiError.code`. A word, once
 * released, never changes meaning.
 */
export const API_ERROR_CODES = {
  invalid: 'INVALID',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  error: 'ERROR',
  unavailable: 'UNAVAILABLE',
  /** HTTP 421: the request named another host than the site's own (PUBLIC_URL); nothing was done. */
  misdirected: 'MISDIRECTED',
  /** The account's status is not AL: the account area is closed to it (spec 6). */
  accountUnavailable: 'ACCOUNT_UNAVAILABLE',
  /** A link, lookup or sign-in step that is no longer valid: start again (spec 4.4, 8.4). */
  expired: 'EXPIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  /** The same `Idempotency-Key` was sent with a different request, or a state change is not allowed twice. */
  conflict: 'CONFLICT',
  /*
   * Outcomes of the account calls of spec 2.2 (/enroll, /create-account, /change-password) and 2.3
   * (/reset-password-{token}), answered with HTTP 200 in the call's `status` (schemas/auth.ts): the forms show
   * each one beside the field it concerns.
   */
  /** The chosen password is a commonly used one, or the username itself: choose another. */
  commonPassword: 'COMMON_PASSWORD',
  /** The chosen username belongs to someone else: choose another. */
  usernameTaken: 'USERNAME_TAKEN',
  /** An enrolment needs the code sent to the loan's e-mail address or phone on file (docs/decisions/032). */
  codeRequired: 'CODE_REQUIRED',
  // --- Quotas of the signed-in area (HTTP 429, docs/decisions/051) ---
  /** The loan's secure-message files would pass 50 MB stored: nothing was sent (no Retry-After: it does not pass by waiting). */
  attachmentQuota: 'ATTACHMENT_QUOTA',
  /** Five bank accounts were added to the loan in the last 24 hours; Retry-After says when a sixth can be. */
  bankAccountQuota: 'BANK_ACCOUNT_QUOTA',
  /** Too many PDF documents asked for in this session; Retry-After says when the next one can be. */
  pdfDownloadLimit: 'PDF_DOWNLOAD_LIMIT',
  // --- end of quotas ---
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * Codes the client itself gives an `ApiError` when there is no error body to read them from: the request
 * never got an answer, or the answer did not match the call's schema.
 */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  badAnswer: 'BAD_ANSWER',
} as const;

/** Query keys read by more than one app (react-query's cache is one per page: the shell's client). */
export const QUERY_KEYS = {
  /** Spec 7: "the summaries are a cached data fetch keyed 'summaries'". */
  summaries: ['summaries'],
  /**
   * The root of every query that holds one borrower's data (account details, statements, history, payments).
   * The shell removes everything under it when the session ends, so the next person at the browser never sees it.
   */
  account: ['account'],
  /** Spec 2.6/4.4: the account details read at sign-in and by the account pages. */
  accountDetails: ['account', 'details'],
} as const;
