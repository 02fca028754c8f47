import type { FastifyInstance } from 'fastify';
import type { InProcessFetch } from 'shared-contracts';

// A status whose answer has no body: the Response constructor refuses one.
const NO_BODY = new Set([101, 204, 205, 304]);

/** A Response of an answer's parts, with no body where its status has none. */
export const responseOf = (status: number, headers: Headers | Array<[string, string]>, body: Uint8Array | Buffer): Response =>
  new Response(NO_BODY.has(status) ? null : body, { status, headers });

/**
 * The server's render reads its own origin inside the process (docs/decisions/044): a GET for this server's
 * origin goes through Fastify's `inject`, the same routes, files and release switch a browser's request meets,
 * with no socket and no HTTP. It carries the site's own Host, so the host guard (PUBLIC_URL, 421 for any other
 * host) lets it in as it lets in the site's visitors; over loopback HTTP a production server refused its own
 * renders. Any other origin is not answered here (null): the runtime fetches it over the network, where trusted
 * server code applies. A render only reads: another method is refused, never sent.
 */
export function inProcessFetch(app: FastifyInstance, options: { ownOrigin: () => string; publicUrl: string | null }): InProcessFetch {
  return async (url, init) => {
    const target = new URL(url);
    const own = new URL(options.ownOrigin());
    if (target.origin !== own.origin) return null;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`the server render sent ${method} ${target.pathname}: a render only reads`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = options.publicUrl ? new URL(options.publicUrl).host : own.host;
    const answer = await app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, headers });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return responseOf(answer.statusCode, responseHeaders, answer.rawPayload);
  };
}
