import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_STATUS_AVAILABLE } from 'shared-contracts';
import type { SessionManager } from '../auth/session-manager.js';
import type { ActiveSession } from '../db/sessions-repository.js';
import { ERROR_STATUS } from './error-reply.js';
import { HttpError } from './http-error.js';

/** Throws 401 unless the request carries a live session; answers it. */
export async function sessionOf(sessions: SessionManager, request: FastifyRequest): Promise<ActiveSession> {
  const session = await sessions.current(request);
  if (!session) throw new HttpError(401, ERROR_STATUS.unauthenticated, 'Please sign in');
  return session;
}

/** A route's preHandler: signed-in only (401 otherwise). */
export function requireSession(sessions: SessionManager): preHandlerAsyncHookHandler {
  return async function signedInOnly(request: FastifyRequest, _reply: FastifyReply) {
    await sessionOf(sessions, request);
  };
}

/** Signed in and the loan's status is AL (spec 6: other statuses are denied the account area). */
export function requireAvailableAccount(sessions: SessionManager): preHandlerAsyncHookHandler {
  return async function availableAccountOnly(request: FastifyRequest, _reply: FastifyReply) {
    const session = await sessionOf(sessions, request);
    if (session.accountStatus !== ACCOUNT_STATUS_AVAILABLE) {
      throw new HttpError(403, ERROR_STATUS.accountUnavailable, 'This account is not available online; please call customer support');
    }
  };
}
