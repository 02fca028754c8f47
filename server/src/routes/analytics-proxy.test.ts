import { sql } from 'kysely';
import { analyticsPath } from 'shared-contracts';
import { createAnalyticsEventsRepository } from '../db/analytics-events-repository.js';
import { ANALYTICS_BODY_LIMIT } from '../analytics/payload.js';
import { signIn } from '../test-support/portal-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { DEV_ANALYTICS_PATH } from './analytics-proxy.js';

/*
 * Spec 7: the same-origin analytics routes without an upstream. They take what mixpanel-browser
 * 2.83 sends (form-encoded `data`, base64 or JSON; text/plain from sendBeacon; the recorder's octet
 * stream) and store the events for the tests and /dev/analytics.json, without any IP address.
 */

const TOKEN = 'f00dbabe1234';
const FORM = 'application/x-www-form-urlencoded';

interface Event {
  event: string;
  properties: Record<string, unknown>;
}

const event = (name: string, properties: Record<string, unknown> = {}): Event => ({
  event: name,
  properties: { token: TOKEN, distinct_id: '$device:abc', $current_url: 'https://www.roadbridge.example/es', ...properties },
});

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const formBody = (data: string) => `data=${encodeURIComponent(data)}`;
const trackUrl = (query = 'ip=1&_=1767225600000&verbose=1') => `${analyticsPath('track')}?${query}`;

describe.each(TEST_DIALECTS)('the analytics routes recording locally (%s)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect, env: { ANALYTICS_TOKEN: TOKEN } });
  });
  afterAll(() => testApp.close());

  const events = () => createAnalyticsEventsRepository(testApp.testDatabase.database.db);
  const post = (url: string, payload: string | Buffer, headers: Record<string, string> = { 'content-type': FORM }) =>
    testApp.app.inject({ method: 'POST', url, payload, headers });

  it('stores a base64 batch and answers the verbose success', async () => {
    const batch = [event('Spanish User'), event('Scroll Depth', { percent: 25 })];
    const response = await post(trackUrl(), formBody(base64(batch)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, error: null });
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await events().listRecent({ limit: 2 });
    expect(stored.map((row) => [row.route, row.event_name, row.distinct_id])).toEqual([
      ['track', 'Scroll Depth', '$device:abc'],
      ['track', 'Spanish User', '$device:abc'],
    ]);
    expect(JSON.parse(stored[0]!.properties)).toMatchObject({ percent: 25, token: TOKEN, $current_url: 'https://www.roadbridge.example/es' });
  });

  it('stores a plain JSON data field and answers 1 without verbose', async () => {
    const response = await post(trackUrl('ip=1&_=1767225600001'), formBody(JSON.stringify(event('Portuguese User'))));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const [row] = await events().listRecent({ limit: 1, eventName: 'Portuguese User' });
    expect(row).toMatchObject({ route: 'track', event_name: 'Portuguese User' });
  });

  it("takes the text/plain body of the client's sendBeacon as the page unloads", async () => {
    const response = await post(trackUrl(), formBody(base64([event('Scroll Depth', { percent: 100 })])), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.statusCode).toBe(200);
    const [row] = await events().listRecent({ limit: 1 });
    expect(JSON.parse(row!.properties)).toMatchObject({ percent: 100 });
  });

  it('stores profile updates by their operation, as identify sends them on login', async () => {
    const update = { $token: TOKEN, $distinct_id: 'demo@example.com', $set: { $email: 'demo@example.com', $ip: '203.0.113.9', accountStatus: 'AL' } };
    const response = await post(`${analyticsPath('engage')}?ip=1&_=1&verbose=1`, formBody(base64([update])));
    expect(response.statusCode).toBe(200);
    const [row] = await events().listRecent({ limit: 1 });
    expect(row).toMatchObject({ route: 'engage', event_name: '$set', distinct_id: 'demo@example.com' });
    expect(JSON.parse(row!.properties)).toEqual({ $token: TOKEN, $distinct_id: 'demo@example.com', $set: { $email: 'demo@example.com', accountStatus: 'AL' } });
  });

  it('stores no IP address: neither the sender\'s nor one the event names', async () => {
    const response = await post(trackUrl(), formBody(base64([event('Dealer Log In', { ip: '198.51.100.7', $ip: '198.51.100.8' })])), {
      'content-type': FORM,
      'x-forwarded-for': '192.0.2.44',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await events().listRecent({ limit: 1, eventName: 'Dealer Log In' });
    expect(JSON.parse(row!.properties)).not.toHaveProperty('ip');
    expect(JSON.parse(row!.properties)).not.toHaveProperty('$ip');
    const everything = JSON.stringify(await testApp.testDatabase.database.db.selectFrom('analytics_events').selectAll().execute());
    for (const address of ['198.51.100.7', '198.51.100.8', '192.0.2.44', '127.0.0.1']) expect(everything).not.toContain(address);
  });

  it('answers 413 above the body limit and above 2000 events, and stores nothing', async () => {
    const before = await countRows();
    const huge = await post(trackUrl(), formBody('x'.repeat(ANALYTICS_BODY_LIMIT)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 'PAYLOAD_TOO_LARGE' });
    const many = await post(trackUrl(), formBody(JSON.stringify(Array.from({ length: 2001 }, () => ({ event: 'e', properties: { token: TOKEN } })))));
    expect(many.statusCode).toBe(413);
    expect(await countRows()).toBe(before);
  });

  it.each([
    ['another project', [event('Spanish User', { token: 'someone-else' })]],
    ['no token', [{ event: 'Spanish User', properties: { distinct_id: 'x' } }]],
    ['one wrong event among good ones', [event('A'), event('B', { token: 'x' })]],
  ])('refuses events of %s with 403 and stores none', async (_case, batch) => {
    const before = await countRows();
    const response = await post(trackUrl(), formBody(base64(batch)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'FORBIDDEN', message: "The events do not carry this site's analytics project token" });
    expect(response.body).not.toContain(TOKEN);
    expect(await countRows()).toBe(before);
  });

  it.each([
    ['no data field', 'other=1', 400],
    ['a data field that is neither JSON nor base64', formBody('{not json'), 400],
    ['base64 of something that is not JSON', formBody(Buffer.from('hello').toString('base64')), 400],
    ['an event without a name', formBody(JSON.stringify([{ properties: { token: TOKEN } }])), 400],
    ['a list of strings', formBody(JSON.stringify(['a'])), 400],
  ])('answers %s with 400', async (_case, payload, status) => {
    const response = await post(trackUrl(), payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 'INVALID' });
  });

  it('refuses a content type the client never sends, and a bad query', async () => {
    const json = await post(trackUrl(), JSON.stringify({ data: base64([event('x')]) }), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    const untyped = await post(trackUrl(), formBody(base64([event('x')])), {});
    expect(untyped.statusCode).toBe(415);
    const badIp = await post(trackUrl('ip=yes'), formBody(base64([event('x')])));
    expect(badIp.statusCode).toBe(400);
  });

  it('accepts events from a signed-in visitor without a csrf token: the client cannot send one', async () => {
    const session = await signIn(testApp.app);
    const response = await post(trackUrl(), formBody(base64([event('Log In Success')])), { 'content-type': FORM, cookie: session.cookie });
    expect(response.statusCode).toBe(200);
  });

  it("notes a session recording's ids but not its frames", async () => {
    const frames = Buffer.from(JSON.stringify([{ type: 2, data: { text: 'Maria Garcia typed here' } }]));
    const response = await post(`${analyticsPath('record')}?format=body&distinct_id=%24device%3Aabc&replay_id=r-1&seq=0&ip=1`, frames, {
      'content-type': 'application/octet-stream',
      authorization: `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, error: null });
    const [row] = await events().listRecent({ limit: 1 });
    expect(row).toMatchObject({ route: 'record', event_name: '$mp_session_record', distinct_id: '$device:abc' });
    expect(JSON.parse(row!.properties)).toEqual({ format: 'body', distinct_id: '$device:abc', replay_id: 'r-1', seq: '0', bytes: frames.length });
    const wrong = await post(`${analyticsPath('record')}?format=body`, frames, { 'content-type': 'application/octet-stream' });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers the flags client with no flags', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${analyticsPath('flags')}?context=%7B%7D&token=${TOKEN}&mp_lib=web` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ flags: {} });
    const wrong = await testApp.app.inject({ method: 'GET', url: `${analyticsPath('flags')}?token=nope` });
    expect(wrong.statusCode).toBe(403);
  });

  it('shows what was stored at the development view, newest first, by event name', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${DEV_ANALYTICS_PATH}?event=Spanish%20User` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        receivedAt: expect.any(String),
        route: 'track',
        event: 'Spanish User',
        distinctId: '$device:abc',
        properties: expect.objectContaining({ token: TOKEN, $current_url: 'https://www.roadbridge.example/es' }),
      },
    ]);
    const all = (await testApp.app.inject({ method: 'GET', url: `${DEV_ANALYTICS_PATH}?limit=3` })).json() as Array<{ id: number }>;
    expect(all).toHaveLength(3);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
  });

  async function countRows(): Promise<number> {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from analytics_events`.execute(testApp.testDatabase.database.db);
    return Number(rows[0]?.count);
  }
});

describe('the analytics routes without a project token', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['POST', 'GET'] as const)('answer %s with a JSON 404', async (method) => {
    const url = method === 'GET' ? analyticsPath('flags') : trackUrl();
    const response = await testApp.app.inject({ method, url, payload: method === 'POST' ? formBody('[]') : undefined, headers: { 'content-type': FORM } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'NOT_FOUND', message: 'Product analytics is not configured on this site' });
  });
});

describe('the analytics rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { ANALYTICS_TOKEN: TOKEN, RATE_LIMIT_MULTIPLIER: '1' },
      rateLimitRules: { analytics: { ip: { max: 2, windowSeconds: 60 } } },
    });
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After past the per-IP limit, which the client waits out (spec 8.6)', async () => {
    const send = () => testApp.app.inject({ method: 'POST', url: trackUrl(), payload: formBody(base64([event('x')])), headers: { 'content-type': FORM } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ status: 'TOO_MANY_REQUESTS' });
  });
});

describe('the analytics development view in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', ANALYTICS_TOKEN: TOKEN } });
  });
  afterAll(() => testApp.close());

  it('is not served', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: DEV_ANALYTICS_PATH, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });
});
