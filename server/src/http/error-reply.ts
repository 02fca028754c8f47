import type { FastifyReply } from 'fastify';
import type { ErrorBody } from 'shared-contracts';

/** The `status` word of each error answer; clients branch on it, so these never change once released. */
export const ERROR_STATUS = {
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
  /** The account's status is not AL: the account area is closed to it (spec 6). */
  accountUnavailable: 'ACCOUNT_UNAVAILABLE',
  /** A link, lookup or sign-in step that is no longer valid: start again. */
  expired: 'EXPIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
} as const;

/** Sends `{status, message}`: the one shape of every error answer (DESIGN). */
export function replyWithError(reply: FastifyReply, statusCode: number, status: string, message: string): FastifyReply {
  const body: ErrorBody = { status, message };
  // Errors describe one moment (a missing row, a failed call); a cache must not replay them.
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export function replyNotFound(reply: FastifyReply, message = 'Nothing was found at this address'): FastifyReply {
  return replyWithError(reply, 404, ERROR_STATUS.notFound, message);
}
