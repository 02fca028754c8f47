import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';
import { parseRequestTarget } from '../http/request-target.js';

/** The answer to an address no page, file or call can have; also used by `frameworkErrors` in app.ts. */
export function replyToBadAddress(reply: FastifyReply, reason: 'too-long' | 'malformed'): FastifyReply {
  return reason === 'too-long'
    ? replyWithError(reply, 414, ERROR_STATUS.uriTooLong, 'The address is too long')
    : replyWithError(reply, 400, ERROR_STATUS.invalid, 'The address is not valid');
}

/**
 * Turns such addresses away before any handler sees them: too long (414), not decodable or with control
 * characters (400). Handlers after this decode paths without a try.
 */
async function requestGuardPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const target = parseRequestTarget(request.url);
    if (!target.ok) return replyToBadAddress(reply, target.reason);
  });
}

export default fp(requestGuardPlugin, { name: 'request-guard', fastify: '5.x' });
