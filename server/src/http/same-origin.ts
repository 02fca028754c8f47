import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ERROR_STATUS } from './error-reply.js';
import { HttpError } from './http-error.js';
import { requestHost } from './site-origin.js';

/**
 * True unless a browser says the request comes from another site. Browsers send `Origin` with every POST
 * made by `fetch` or a form; it must name this site: PUBLIC_URL, or the host the request was addressed to
 * (the development shell's proxy keeps the Host header, so its pages pass as well). Without `Origin`, a
 * browser's `Sec-Fetch-Site` decides; a request with neither is no browser's and gains nothing by a check.
 */
export function isSameSiteRequest(request: FastifyRequest, publicUrl: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (publicUrl !== null && origin === publicUrl) return true;
  const own = requestHost(request);
  if (own === null) return false;
  try {
    // "null" (a sandboxed frame, a file) and anything unparsable end in the catch.
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    // A scheme without default ports, so that `Host: example.com:80` keeps its port for the comparison.
    const to = new URL(`site://${own}`);
    const defaultPort = from.protocol === 'https:' ? '443' : '80';
    return from.hostname === to.hostname && (from.port || defaultPort) === (to.port || defaultPort);
  } catch {
    return false;
  }
}

/**
 * A route's onRequest hook for signed-out calls that write (the public forms): they carry no session, so
 * the csrf token of plugins/csrf.ts cannot protect them, and a page elsewhere must not be able to send a
 * visitor's browser to post them. Answered 403 before the body is read.
 */
export function sameSiteOnly(publicUrl: string | null): onRequestAsyncHookHandler {
  return async function sameSite(request) {
    if (!isSameSiteRequest(request, publicUrl)) {
      throw new HttpError(403, ERROR_STATUS.forbidden, 'This form can only be sent from the site itself');
    }
  };
}
