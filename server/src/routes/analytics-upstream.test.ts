import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { analyticsPath } from 'shared-contracts';
import { createAnalyticsEventsRepository } from '../db/analytics-events-repository.js';
import { signIn } from '../test-support/portal-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * With ANALYTICS_UPSTREAM set: `/mp/*` forwards the browser's call unchanged to the service (a
 * loopback server stands in for it) and relays its answer unchanged, because mixpanel-browser's retries
 * and batch halving (spec 8.6: 5xx and 429 retry, Retry-After honoured, 413 halves the batch) read it.
 */

const TOKEN = 'f00dbabe1234';
const FORM = 'application/x-www-form-urlencoded';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Scripted {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Never answer (for the timeout). */
  hang?: boolean;
}

/** The stand-in service: records each request, answers what the test scripted next (200 `1` otherwise). */
class FakeUpstream {
  readonly received: Received[] = [];
  private readonly script: Scripted[] = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const next = this.script.shift() ?? { status: 200, body: '1', headers: { 'content-type': 'text/plain' } };
      if (next.hang) return;
      response.writeHead(next.status, { 'set-cookie': 'upstream=1', ...next.headers });
      response.end(next.body);
    });
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  answerNext(...answers: Scripted[]) {
    this.script.push(...answers);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A loopback port nothing listens on (it was free a moment ago). */
async function closedLoopbackPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const batch = [
  { event: 'Spanish User', properties: { token: TOKEN, distinct_id: '$device:abc' } },
  { event: 'Scroll Depth', properties: { token: TOKEN, distinct_id: '$device:abc', percent: 50 } },
];
const data = Buffer.from(JSON.stringify(batch)).toString('base64');
const body = `data=${encodeURIComponent(data)}`;
const query = 'verbose=1&ip=1&_=1767225600000';

describe('the analytics routes forwarding to an upstream', () => {
  const upstream = new FakeUpstream();
  let testApp: TestApp;
  beforeAll(async () => {
    const port = await upstream.start();
    testApp = await createTestApp({
      env: { ANALYTICS_TOKEN: TOKEN, ANALYTICS_UPSTREAM: `http://127.0.0.1:${port}/ingest/`, ANALYTICS_UPSTREAM_TIMEOUT_MS: '500' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await upstream.stop();
  });
  beforeEach(() => {
    upstream.received.length = 0;
  });

  const post = (headers: Record<string, string> = {}, url = `${analyticsPath('track')}?${query}`) =>
    testApp.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': FORM, ...headers } });

  it('forwards path, query, body and content type unchanged, with the visitor address it trusts, and stores nothing', async () => {
    upstream.answerNext({ status: 200, body: '{"status":1,"error":null}', headers: { 'content-type': 'application/json' } });
    const session = await signIn(testApp.app);
    const response = await post({ cookie: session.cookie, 'x-forwarded-for': '203.0.113.99', 'user-agent': 'Chromium test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, error: null });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(upstream.received).toHaveLength(1);
    const [forwarded] = upstream.received;
    expect(forwarded).toMatchObject({ method: 'POST', url: `/ingest/track/?${query}`, body });
    expect(forwarded!.headers['content-type']).toBe(FORM);
    expect(forwarded!.headers['user-agent']).toBe('Chromium test');
    // Not what the browser claimed (no TRUST_PROXY here): the socket's peer.
    expect(forwarded!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded!.headers['x-real-ip']).toBe('127.0.0.1');
    expect(forwarded!.headers.cookie).toBeUndefined();
    const stored = await createAnalyticsEventsRepository(testApp.testDatabase.database.db).listRecent({ limit: 10 });
    expect(stored).toEqual([]);
  });

  it('sends no address at all when the client asks for no geolocation (ip=0)', async () => {
    await post({}, `${analyticsPath('track')}?ip=0&_=1`);
    expect(upstream.received[0]!.url).toBe('/ingest/track/?ip=0&_=1');
    expect(upstream.received[0]!.headers['x-forwarded-for']).toBeUndefined();
    expect(upstream.received[0]!.headers['x-real-ip']).toBeUndefined();
  });

  it.each([
    ['500', { status: 500, body: '{"error":"internal"}', headers: { 'content-type': 'application/json' } }, undefined],
    ['429 with Retry-After', { status: 429, body: '{"error":"slow down"}', headers: { 'content-type': 'application/json', 'retry-after': '7' } }, '7'],
    ['413', { status: 413, body: '{"error":"too large"}', headers: { 'content-type': 'application/json' } }, undefined],
    ['400', { status: 400, body: '0', headers: { 'content-type': 'text/plain' } }, undefined],
  ])('relays an upstream %s unchanged', async (_case, answer, retryAfter) => {
    upstream.answerNext(answer);
    const response = await post();
    expect(response.statusCode).toBe(answer.status);
    expect(response.body).toBe(answer.body);
    expect(response.headers['content-type']).toBe(answer.headers['content-type']);
    expect(response.headers['retry-after']).toBe(retryAfter);
  });

  it('forwards the flags request with its query and Authorization header', async () => {
    upstream.answerNext({ status: 200, body: '{"flags":{"new-form":{"variant_key":"on"}}}', headers: { 'content-type': 'application/json' } });
    const authorization = `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`;
    const response = await testApp.app.inject({ method: 'GET', url: `${analyticsPath('flags')}?context=%7B%7D&token=${TOKEN}&mp_lib=web`, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ flags: { 'new-form': { variant_key: 'on' } } });
    expect(upstream.received[0]).toMatchObject({ method: 'GET', url: `/ingest/flags/?context=%7B%7D&token=${TOKEN}&mp_lib=web` });
    expect(upstream.received[0]!.headers.authorization).toBe(authorization);
  });

  it('forwards nothing that carries another project token', async () => {
    const wrong = `data=${encodeURIComponent(JSON.stringify([{ event: 'x', properties: { token: 'other' } }]))}`;
    const response = await testApp.app.inject({ method: 'POST', url: `${analyticsPath('track')}?${query}`, payload: wrong, headers: { 'content-type': FORM } });
    expect(response.statusCode).toBe(403);
    expect(upstream.received).toEqual([]);
  });

  it('answers 504 when the upstream does not answer in time', async () => {
    upstream.answerNext({ status: 200, body: '', hang: true });
    const response = await post();
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ status: 'UNAVAILABLE', message: 'The analytics service did not answer in time' });
  });
});

describe('the analytics routes with an upstream that is down', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const port = await closedLoopbackPort();
    testApp = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, ANALYTICS_UPSTREAM: `http://127.0.0.1:${port}` } });
  });
  afterAll(() => testApp.close());

  it('answers 502 as JSON, which the client retries later (spec 8.6)', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `${analyticsPath('track')}?${query}`, payload: body, headers: { 'content-type': FORM } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ status: 'UNAVAILABLE', message: 'The analytics service could not be reached' });
    expect(response.body).not.toContain('127.0.0.1');
  });
});
