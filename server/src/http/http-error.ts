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
