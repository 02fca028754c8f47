import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';
import { HttpError, TooManyRequestsError, ValidationError } from '../http/http-error.js';

/*
 * Every error leaves as `{status, message}` with its HTTP code (spec 8). Client errors say what was wrong
 * in our own words (library messages can quote the request back); server errors say only 'Something went
 * wrong' and are logged here with their stack, which never reaches the client.
 *
 * Fastify has one not-found handler per prefix, and the site's is the page fallback in pages.ts: it
 * answers unknown GET/HEAD page paths with the shell and everything else with the JSON 404 of
 * http/error-reply.ts.
 */

const CLIENT_ERRORS: Readonly<Record<number, { status: string; message: string }>> = {
  400: { status: ERROR_STATUS.invalid, message: 'The request is not valid' },
  401: { status: ERROR_STATUS.unauthenticated, message: 'Please sign in' },
  403: { status: ERROR_STATUS.forbidden, message: 'This address is not open to you' },
  404: { status: ERROR_STATUS.notFound, message: 'Nothing was found at this address' },
  405: { status: ERROR_STATUS.methodNotAllowed, message: 'This method is not allowed here' },
  413: { status: ERROR_STATUS.payloadTooLarge, message: 'The request body is too large' },
  414: { status: ERROR_STATUS.uriTooLong, message: 'The address is too long' },
  415: { status: ERROR_STATUS.unsupportedMediaType, message: 'This content type is not accepted' },
  429: { status: ERROR_STATUS.tooManyRequests, message: 'Too many requests; please wait and try again' },
};

export const SERVER_ERROR_MESSAGE = 'Something went wrong';

type ErrorLike = Pick<FastifyError, 'message'> & { statusCode?: number; code?: string };

function statusCodeOf(error: ErrorLike): number {
  const code = error.statusCode;
  return typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
}

/** Answers any thrown error; also used for errors Fastify raises before routing (app.ts). */
export function replyToError(error: ErrorLike, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== null) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
    const fields = error instanceof ValidationError && Object.keys(error.fields).length > 0 ? error.fields : undefined;
    return replyWithError(reply, error.statusCode, error.status, error.message, fields);
  }
  const statusCode = statusCodeOf(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'Request failed');
    const status = statusCode === 503 ? ERROR_STATUS.unavailable : ERROR_STATUS.error;
    return replyWithError(reply, statusCode, status, SERVER_ERROR_MESSAGE);
  }
  // The code only: a parser's message can quote the body back (JSON.parse does), and bodies hold passwords.
  request.log.info({ err: { code: error.code, statusCode } }, 'Request rejected');
  const known = CLIENT_ERRORS[statusCode] ?? { status: ERROR_STATUS.invalid, message: 'The request could not be handled' };
  return replyWithError(reply, statusCode, known.status, known.message);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => replyToError(error, request, reply));
}

export default fp(errorsPlugin, { name: 'errors', fastify: '5.x' });
