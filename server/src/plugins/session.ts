import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_STATUS_AVAILABLE } from 'shared-contracts';
import type { SessionManager } from '../auth/session-manager.js';
import type { ActiveSession } from '../db/sessions-repository.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { csrfApplies } from './csrf.js';

/**
 * What a route needs of the session:
 * - 'optional': it reads `request.session`, null when signed out (`GET /api/session`);
 * - 'signed-in': 401 UNAUTHENTICATED without a live session;
 * - 'available-account': also 403 ACCOUNT_UNAVAILABLE unless the loan's status is AL (spec 6).
 */
export type SessionNeed = 'optional' | 'signed-in' | 'available-account';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The live session the request came with, looked up once by this plugin's hook. Null when there is
     * none, and on routes that neither declare `config.session` nor change state (those skip the query).
     */
    session: ActiveSession | null;
  }
  interface FastifyContextConfig {
    session?: SessionNeed;
  }
}

/** The route's session, for a route whose `config.session` made it required: the hook already answered 401 otherwise. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new HttpError(401, ERROR_STATUS.unauthenticated, 'Please sign in');
  return request.session;
}

/*
 * Spec 4.1 and 6: one lookup of the session cookie per request, by one hook, instead of each route and the
 * csrf check asking the database in turn. Only routes that read the session pay for the query (static
 * files, pages and analytics calls never do): those that declare `config.session`, and state-changing
 * calls, whose csrf token is the session's (csrf.ts). A preHandler, so that a body failing its schema is
 * a 400 before the session is asked for, as before.
 */
async function sessionPlugin(app: FastifyInstance, options: { sessions: SessionManager }) {
  app.decorateRequest('session', null);

  app.addHook('preHandler', async (request) => {
    const need = request.routeOptions.config?.session;
    if (need === undefined && !csrfApplies(request)) return;
    request.session = await options.sessions.find(request);
    if (need === 'signed-in' || need === 'available-account') {
      const session = sessionOf(request);
      if (need === 'available-account' && session.accountStatus !== ACCOUNT_STATUS_AVAILABLE) {
        throw new HttpError(403, ERROR_STATUS.accountUnavailable, 'This account is not available online; please call customer support');
      }
    }
  });
}

export default fp(sessionPlugin, { name: 'session', fastify: '5.x' });
