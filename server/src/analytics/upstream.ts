/**
 * Forwards one `/mp/*` call to ANALYTICS_UPSTREAM and hands back what it answered, so that the browser's
 * client sees the service's own status, body and Retry-After (its retries and batch halving of spec 8.6
 * depend on them).
 */

export interface UpstreamRequest {
  /** ANALYTICS_UPSTREAM, without trailing slash. */
  base: string;
  timeoutMs: number;
  method: 'GET' | 'POST';
  /** The browser's path below `/mp` and its query, byte for byte: `/track/?ip=1&_=1700000000000&verbose=1`. */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface UpstreamAnswer {
  statusCode: number;
  body: Buffer;
  contentType: string | null;
  retryAfter: string | null;
}

export class UpstreamError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout',
    options?: ErrorOptions,
  ) {
    super(kind === 'timeout' ? 'The analytics service did not answer in time' : 'The analytics service could not be reached', options);
    this.name = 'UpstreamError';
  }
}

/**
 * Request headers passed on. Never the cookies (the session would leak to a third party), nor the
 * browser's own X-Forwarded-For (anyone can write one): the sender's address is set by `forwardingHeaders`.
 */
const FORWARDED_HEADERS = ['content-type', 'authorization', 'traceparent', 'user-agent', 'accept', 'accept-language'] as const;

/**
 * Headers for the upstream. When the query's `ip` is not 0 the service may geolocate the visitor, and
 * behind a proxy it reads the visitor's address from X-Real-IP / X-Forwarded-For (as Mixpanel's own
 * tracking-proxy sets them); the address is Fastify's `request.ip`, which trusts only TRUST_PROXY.
 * With `ip=0` no address is sent at all.
 */
export function forwardingHeaders(
  incoming: Readonly<Record<string, string | string[] | undefined>>,
  visitorIp: string,
  mayGeolocate: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (mayGeolocate) {
    headers['x-real-ip'] = visitorIp;
    headers['x-forwarded-for'] = visitorIp;
  }
  return headers;
}

export async function forwardToUpstream(request: UpstreamRequest): Promise<UpstreamAnswer> {
  let response: Response;
  try {
    response = await fetch(`${request.base}${request.pathAndQuery}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body && request.method === 'POST' ? { body: new Uint8Array(request.body) } : {}),
      // A redirect would send the visitor's events somewhere nobody configured.
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(isTimeout(error) ? 'timeout' : 'unreachable', { cause: error });
  }
  try {
    return {
      statusCode: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    throw new UpstreamError(isTimeout(error) ? 'timeout' : 'unreachable', { cause: error });
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
