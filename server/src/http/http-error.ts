/**
 * An error whose status and message are meant for the client, thrown by routes and services:
 * `throw new HttpError(409, 'DUPLICATE', 'This e-mail address is already registered')`.
 * Any other error reaching the error handler is answered with a generic message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly status: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/**
 * 429 with the seconds until the limit's window ends, sent as Retry-After (plugins/errors.ts). A quota names
 * itself with its own `status` word (API_ERROR_CODES, docs/decisions/051); one that waiting does not lift (the
 * stored files of a loan) has no Retry-After (`null`).
 */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number | null,
    status = 'TOO_MANY_REQUESTS',
    message = 'Too many requests; please wait and try again',
  ) {
    super(429, status, message);
    this.name = 'TooManyRequestsError';
  }
}

/**
 * 400 INVALID for a body or query that failed its schema, naming each bad field by its path with the zod
 * issue code (`{ "email": "invalid_format" }`): a form marks the field in the visitor's language. Never the
 * value that was sent.
 */
export class ValidationError extends HttpError {
  constructor(
    message: string,
    readonly fields: Readonly<Record<string, string>>,
    /** 422 for a well-formed request the money guards refuse (over the payoff, a possible duplicate; decision 051). */
    statusCode: 400 | 422 = 400,
  ) {
    super(statusCode, 'INVALID', message);
    this.name = 'ValidationError';
  }
}
