import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackHost } from '../config.js';
import { replyNotFound } from '../http/error-reply.js';

/** Any header a proxy adds for the client behind it: the standard one and the de facto family. */
const forwarded = (request: FastifyRequest) => Object.keys(request.headers).some((name) => name === 'forwarded' || name.startsWith('x-forwarded-'));

/** The Host header's name without its port (`[::1]:3000` is `[::1]`, `127.0.0.1:3000` is `127.0.0.1`). */
function hostName(host: string | undefined): string {
  if (!host) return '';
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

/**
 * `/dev/*` (the outbox with its reset links and codes, the lender's stand-in replies) exists outside production
 * only, and even there answers only this machine: a loopback peer (the socket's own address, whatever a proxy
 * says), a loopback Host, and no Forwarded or X-Forwarded-* header, which would mean a proxy relayed someone
 * else's request (docs/decisions/029). Anything else gets the 404 of a route that does not exist.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopbackPeer = isLoopbackHost(peer) || peer.startsWith('::ffff:127.');
  return loopbackPeer && isLoopbackHost(hostName(request.headers.host)) && !forwarded(request);
}

async function devLoopbackGuardPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/dev/')) return;
    if (!isFromThisMachine(request)) return replyNotFound(reply);
  });
}

export default fp(devLoopbackGuardPlugin, { name: 'dev-loopback-guard', fastify: '5.x' });
