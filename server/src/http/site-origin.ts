import type { FastifyRequest } from 'fastify';

// A DNS name or bracketed IPv6 address with an optional port: anything else in a Host header is a probe
// and must not end up in generated URLs.
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * True when the visitor reached us over TLS: directly, or through a TLS-terminating proxy of TRUST_PROXY that
 * says so in X-Forwarded-Proto. Fastify reads that header only from those proxies (docs/decisions/046): from
 * anyone else it would choose the session cookie's name and the links' scheme.
 */
export function requestIsHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The request's host (with port), or null when the Host header is not a plain host name. */
export function requestHost(request: FastifyRequest): string | null {
  const host = request.host;
  return host && HOST_HEADER.test(host) ? host.toLowerCase() : null;
}

/** `https://www.example.com`: PUBLIC_URL when set, else what the request was addressed to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string | null {
  if (publicUrl) return publicUrl;
  const host = requestHost(request);
  return host ? `${requestIsHttps(request) ? 'https' : 'http'}://${host}` : null;
}
