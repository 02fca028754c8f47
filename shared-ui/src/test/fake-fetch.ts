/**
 * The one fake `fetch` of every app's jest tests (docs/decisions/066). jsdom has no fetch; tests fake it at the
 * network boundary, so the real API client of shared-contracts (csrf header, problem bodies, Retry-After) runs.
 *
 * A route is looked up by, in order: `'METHOD /path?query'`, `'METHOD /path'`, `'/path?query'`, `'/path'`. It gets
 * what was sent (method, url, headers, the JSON body parsed) and answers a status (200 when left out), a body and
 * headers, or `network: true` for no answer at all. A request no route answers is a network failure, or a 404
 * with `{ unrouted: 'not-found' }`.
 */

export interface FakeRequest {
  method: string;
  /** As the client asked for it, query string included. */
  url: string;
  /** `url` without its query string. */
  path: string;
  headers: Record<string, string>;
  /** A JSON body parsed, a FormData as sent, any other text as it is; undefined without a body. */
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Response headers (a 429's retry-after). */
  headers?: Record<string, string>;
  /** No answer at all: the client's network failure. */
  network?: boolean;
}

export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeFetchOptions {
  /** What a request that no route answers gets: a network failure (the default) or a 404 problem. */
  unrouted?: 'network' | 'not-found';
}

export type FakeFetch = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> & {
  /** Every request, in order. */
  sent: FakeRequest[];
  /** The requests to `path` (with or without its query string), of `method` when given, in order. */
  sentTo: (path: string, method?: string) => FakeRequest[];
  /** The bodies sent to `path`, in order. */
  bodiesTo: (path: string, method?: string) => unknown[];
};

/** The part of a fetch Response the API client of shared-contracts reads. */
export function fakeResponse({ status = 200, body, headers = {} }: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response as unknown as Response;
}

function readHeaders(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
}

function readBody(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Installs the fake as the global fetch and returns it (a jest mock that also keeps what was sent). */
export function fakeFetch(routes: FakeRoutes, { unrouted = 'network' }: FakeFetchOptions = {}): FakeFetch {
  const sent: FakeRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // jsdom has no Request: a string or a URL is what the API client passes.
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0]!;
    const request: FakeRequest = { method, url, path, headers: readHeaders(init?.headers), body: readBody(init?.body) };
    sent.push(request);
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${path}`] ?? routes[url] ?? routes[path];
    const answer: FakeAnswer = route
      ? await route(request)
      : unrouted === 'not-found'
        ? { status: 404, body: { status: 'NOT_FOUND', message: url } }
        : { network: true };
    if (answer.network) throw new TypeError(`Failed to fetch ${url}`);
    return fakeResponse(answer);
  });
  const sentTo = (to: string, method?: string) =>
    sent.filter((request) => (request.url === to || request.path === to) && (method === undefined || request.method === method.toUpperCase()));
  const fake = Object.assign(mock, { sent, sentTo, bodiesTo: (to: string, method?: string) => sentTo(to, method).map((request) => request.body) });
  globalThis.fetch = fake as unknown as typeof fetch;
  return fake;
}
