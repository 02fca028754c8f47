import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, SECURITY_EVENTS } from 'shared-contracts';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { requestContext, type SecurityAudit } from '../security/security-audit.js';
import { safeEqual } from '../security/tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks no csrf token (POST /login: it makes the session the token belongs to). */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A state-changing call that is not exempt: its session, if any, must be matched by the csrf-token header. */
export function csrfApplies(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) && request.routeOptions.config?.csrfExempt !== true;
}

/*
 * Every state-changing call of a signed-in user must carry the session's csrf token in the `csrf-token`
 * header (spec 4.2, 7): 403 otherwise. A hook on every route rather than a line in each, so no later
 * call can forget it. Signed-out calls are not affected. Besides the token: the session cookie is
 * SameSite=Lax and the API parses JSON only, which a cross-site form cannot send. The session plugin,
 * whose hook runs first, has looked the session up for every request this applies to.
 */
async function csrfPlugin(app: FastifyInstance, options: { audit: SecurityAudit; securityEvents: SecurityEventsRepository }) {
  const { audit, securityEvents } = options;
  app.addHook('preHandler', async (request) => {
    if (!csrfApplies(request)) return;
    const session = request.session;
    if (!session) return;
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !safeEqual(sent, session.csrfToken)) {
      // Decision 031: a page of another site posting with the borrower's cookie shows in their trail.
      await audit.record(securityEvents, requestContext(request), { event: SECURITY_EVENTS.csrfRefused, outcome: 'failure', userId: session.userId });
      throw new HttpError(403, ERROR_STATUS.forbidden, 'The csrf-token header is missing or does not match the session');
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', fastify: '5.x', dependencies: ['session'] });
