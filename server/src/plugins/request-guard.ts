import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';
import { parseRequestTarget } from '../http/request-target.js';

/**
 * Turns away addresses no page, file or call can have before any handler sees them: too long (414),
 * not decodable or with control characters (400). Handlers after this can decode paths without a try.
 * Addresses the router itself cannot decode are answered by `frameworkErrors` in app.ts.
 */
async function requestGuardPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const target = parseRequestTarget(request.url);
    if (target.ok) return;
    if (target.reason === 'too-long') return replyWithError(reply, 414, ERROR_STATUS.uriTooLong, 'The address is too long');
    return replyWithError(reply, 400, ERROR_STATUS.invalid, 'The address is not valid');
  });
}

export default fp(requestGuardPlugin, { name: 'request-guard', fastify: '5.x' });
