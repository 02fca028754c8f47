export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type FakeRoute = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

/** The part of a fetch Response the API client of shared-contracts reads. */
export function fakeResponse({ status, body, headers = {} }: FakeAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/**
 * jsdom has no fetch: a fake answering by path, query string included. A path without a route answers 404;
 * a route that throws is a network failure.
 */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    const answer = route ? await route(init) : { status: 404, body: { status: 'NOT_FOUND', message: path } };
    return fakeResponse(answer);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls made to one path, with their request options. */
export function callsTo(mock: ReturnType<typeof fakeFetch>, path: string): Array<RequestInit | undefined> {
  return mock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => init);
}
