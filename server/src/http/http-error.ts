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

/** 429 with the seconds until the limit's window ends, sent as Retry-After (plugins/errors.ts). */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'Too many requests; please wait and try again');
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
  ) {
    super(400, 'INVALID', message);
    this.name = 'ValidationError';
  }
}
