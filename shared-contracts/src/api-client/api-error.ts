import { CLIENT_ERROR_CODES } from 'shared-contracts/core';

/** How a call failed: an HTTP error answer, no answer at all, or an answer its schema refused. */
export type ApiErrorKind = 'http' | 'network' | 'answer';

/**
 * The one error of every call to our server. `status` is the HTTP status (0 when nothing answered), `code` the
 * server's `status` word (`API_ERROR_CODES`) or a `CLIENT_ERROR_CODES` word, `fields` the bad fields of a 400
 * (`{ email: 'invalid_format' }`). An abort is not an ApiError: the caller's AbortError is rethrown as is.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** From Retry-After on a 429 or 503, in seconds. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: string;
    message: string;
    fields?: Readonly<Record<string, string>>;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError({ kind: 'network', status: 0, code: CLIENT_ERROR_CODES.network, message: 'The server could not be reached' });
    (error as { cause?: unknown }).cause = cause;
    return error;
  }
}

export function isApiError(value: unknown, code?: string): value is ApiError {
  return value instanceof ApiError && (code === undefined || value.code === code);
}

/** True for the error a fetch throws when its signal aborts (react-query cancels this way). */
export function isAbortError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}

/** Retry-After in seconds (a number or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
