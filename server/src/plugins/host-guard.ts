import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from 'shared-contracts';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';

/**
 * Decision 029: with PUBLIC_URL set (always, in production), the site answers only requests addressed to
 * it. Links in mails are built from PUBLIC_URL anyway; refusing every other Host also keeps a forged one out of
 * anything else a handler might write or cache (a page's canonical links, the kept server renders). 421
 * Misdirected Request: the client reached a server that does not serve that host.
 *
 * The host is `request.host`: the Host header, or X-Forwarded-Host when the request came through one of the
 * TRUST_PROXY proxies. The health checks are exempt: load balancers probe instances by their own address.
 */
/** The host as URL writes it (lower case, no default port: `Host: example.com:443` is `example.com` over https). */
function hostOf(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

const HEALTH_PATHS = new Set<string>([API_PATHS.health, API_PATHS.healthLive, API_PATHS.healthReady]);

async function hostGuardPlugin(app: FastifyInstance, options: { publicUrl: string | null }) {
  if (options.publicUrl === null) return;
  const site = new URL(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (hostOf(site.protocol, request.host) === site.host) return;
    if (HEALTH_PATHS.has(request.url.split('?')[0] ?? '')) return;
    return replyWithError(reply, 421, ERROR_STATUS.misdirected, 'This server does not answer for that host');
  });
}

export default fp(hostGuardPlugin, { name: 'host-guard', fastify: '5.x' });
