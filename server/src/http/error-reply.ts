import type { FastifyReply } from 'fastify';
import { API_ERROR_CODES, type ErrorBody } from 'shared-contracts';

/** The `status` word of each error answer: one list, in shared-contracts, read by the clients too. */
export const ERROR_STATUS = API_ERROR_CODES;

/**
 * Sends `{status, message}`, the one shape of every error answer (spec 8: clients branch on `status`), with
 * the `fields` of a body or query that failed its schema when there are any.
 */
export function replyWithError(
  reply: FastifyReply,
  statusCode: number,
  status: string,
  message: string,
  fields?: Readonly<Record<string, string>>,
): FastifyReply {
  const body: ErrorBody = fields ? { status, message, fields: { ...fields } } : { status, message };
  // Errors describe one moment (a missing row, a failed call); a cache must not replay them.
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export function replyNotFound(reply: FastifyReply, message = 'Nothing was found at this address'): FastifyReply {
  return replyWithError(reply, 404, ERROR_STATUS.notFound, message);
}
