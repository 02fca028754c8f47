import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page, type Request } from '@playwright/test';
import { ANALYTICS_CLIENT, ANALYTICS_EVENTS, analyticsPath, routeById } from 'shared-contracts';
import { DEMO_USER, SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base, testWithServer } from '../support/fixtures';
import { banner, logInThroughDialog, openLoginDialog, submitLogin } from '../support/site';
import { type SpawnedServer } from '../support/spawn-server';

/*
 * Spec 1, 7, 8.6 and 9: the shell's analytics client (mixpanel-browser) sends every event through
 * this site's `/mp/*`, where the server records it (no ANALYTICS_UPSTREAM) or forwards it (a loopback
 * stand-in for the analytics service). The default e2e server has no token, so these run on their own.
 */

const TOKEN = 'e2e-analytics-project-token';
const FAQ = routeById('faq').path;
const TERMS = routeById('termsOfUse').path;

interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The `data` field of a form-encoded analytics call: base64 of JSON, or JSON (spec 7). */
function eventsOfBody(body: string): AnalyticsEvent[] {
  const data = new URLSearchParams(body).get('data') ?? '';
  const json = data.trimStart().startsWith('[') || data.trimStart().startsWith('{') ? data : Buffer.from(data, 'base64').toString('utf8');
  const parsed = JSON.parse(json) as AnalyticsEvent | AnalyticsEvent[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

const isTrackCall = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === analyticsPath('track');
const carries = (request: Request, event: string) => isTrackCall(request) && eventsOfBody(request.postData() ?? '').some((item) => item.event === event);

/** What the server recorded, from its development view (newest first). */
interface RecordedEvent {
  route: string;
  event: string | null;
  distinctId: string | null;
  properties: Record<string, unknown>;
}
async function recorded(server: SpawnedServer, event: string): Promise<RecordedEvent[]> {
  const response = await fetch(`${server.baseURL}/dev/analytics.json?limit=1000&event=${encodeURIComponent(event)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RecordedEvent[];
}

/** The header's "Español" (its language menu is labelled in the page's language, the link in its own). */
const chooseSpanish = (page: Page) => banner(page).getByRole('link', { name: 'Español', exact: true }).click();

const test = testWithServer({ database: 'e2e-analytics', extra: { ANALYTICS_TOKEN: TOKEN } });

test.describe('analytics recorded by the server (no upstream)', () => {
  test.describe.configure({ mode: 'default' });

  test("choosing Spanish records 'Spanish User', sent in a batch through /mp/track/", async ({ page, openPage, server }) => {
    await openPage(FAQ);
    const sent = page.waitForRequest((request) => carries(request, ANALYTICS_EVENTS.spanishUser), { timeout: 20_000 });
    await chooseSpanish(page);
    const request = await sent;

    // Same origin, the spec's prefix, form-encoded, a list of events carrying the project token, ip=0.
    const url = new URL(request.url());
    expect(url.origin).toBe(server.baseURL);
    expect(url.searchParams.get('ip')).toBe('0');
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const batch = eventsOfBody(request.postData() ?? '');
    const spanish = batch.find((item) => item.event === ANALYTICS_EVENTS.spanishUser);
    expect(spanish?.properties).toMatchObject({ token: TOKEN, $current_url: `${server.baseURL}${FAQ}` });
    expect((await request.response())?.status()).toBe(200);

    await expect.poll(async () => (await recorded(server, ANALYTICS_EVENTS.spanishUser)).length).toBe(1);
    const [entry] = await recorded(server, ANALYTICS_EVENTS.spanishUser);
    expect(entry?.route).toBe('track');
    expect(entry?.distinctId).toBeTruthy();
  });

  test('a failed login records the failure with the message and the username', async ({ page, openPage, server }) => {
    await openPage(FAQ);
    const dialog = await openLoginDialog(page);
    await submitLogin(dialog, DEMO_USER.username, 'Not-The-Password-1');
    await expect(dialog.getByRole('alert')).toBeVisible();

    await expect
      .poll(async () => (await recorded(server, ANALYTICS_EVENTS.logInFailure)).map((entry) => entry.properties), { timeout: 20_000 })
      .toEqual([expect.objectContaining({ message: 'username or password invalid', username: 'demo' })]);
    // The password never leaves the dialog.
    const [failure] = await recorded(server, ANALYTICS_EVENTS.logInFailure);
    expect(JSON.stringify(failure)).not.toContain('Not-The-Password-1');
  });

  test('logging in identifies the customer by e-mail with the account traits; logging out resets (spec 3, 4.1)', async ({
    page,
    openPage,
    server,
  }) => {
    await openPage(FAQ);
    await logInThroughDialog(page, DEMO_USER.username, DEMO_USER.password);

    // The demo borrower (README): Maria Garcia, autopay N, paperless billing I, text enrolled Y.
    const EMAIL = 'maria.garcia@example.com';
    await expect.poll(async () => (await recorded(server, '$set')).map((entry) => entry.distinctId), { timeout: 20_000 }).toContain(EMAIL);
    const profile = (await recorded(server, '$set')).find((entry) => entry.distinctId === EMAIL);
    expect(profile?.route).toBe('engage');
    expect(profile?.properties['$set']).toMatchObject({ $email: EMAIL, accountStatus: 'AL', autopay: false, paperless: true, textEnrolled: true });
    await expect.poll(async () => (await recorded(server, ANALYTICS_EVENTS.logInSuccess)).length).toBe(1);
    const [success] = await recorded(server, ANALYTICS_EVENTS.logInSuccess);
    expect(success?.distinctId).toBe(EMAIL);
    // Nothing secret or financial went out with the identity: no account number, no balance.
    expect(JSON.stringify([profile, success])).not.toMatch(/3052718841|14235\.67|1423567/);

    await banner(page).getByRole('button', { name: 'Log out', exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const spanishBefore = (await recorded(server, ANALYTICS_EVENTS.spanishUser)).length;
    await chooseSpanish(page);
    await expect.poll(async () => (await recorded(server, ANALYTICS_EVENTS.spanishUser)).length, { timeout: 20_000 }).toBe(spanishBefore + 1);
    const [afterLogout] = await recorded(server, ANALYTICS_EVENTS.spanishUser);
    expect(afterLogout?.distinctId).toBeTruthy();
    expect(afterLogout?.distinctId).not.toBe(EMAIL);
  });

  test('scrolling a long page records the 25, 50, 75 and 100 % checkpoints once each', async ({ page, openPage, server }) => {
    await openPage(TERMS);
    const tall = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    expect(tall, 'the terms of use are several screens long').toBeGreaterThan(2);

    const scrollToBottom = async () => {
      for (let step = 0; step < 60; step += 1) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(50);
        if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)) break;
      }
    };
    await page.mouse.move(640, 360);
    await scrollToBottom();
    // Up and down again: the same page view records nothing more.
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToBottom();
    // A later event: once it is recorded, anything queued before it has been sent too.
    const spanishBefore = (await recorded(server, ANALYTICS_EVENTS.spanishUser)).length;
    await chooseSpanish(page);
    await expect.poll(async () => (await recorded(server, ANALYTICS_EVENTS.spanishUser)).length, { timeout: 20_000 }).toBe(spanishBefore + 1);

    const checkpoints = (await recorded(server, ANALYTICS_EVENTS.pageScroll)).filter((entry) => entry.properties['path'] === TERMS);
    expect(checkpoints.map((entry) => entry.properties['percent']).sort((a, b) => Number(a) - Number(b))).toEqual([25, 50, 75, 100]);
  });
});

/** A stand-in for the analytics service on loopback: answers from a script, then 200; keeps what it got. */
interface UpstreamCall {
  at: number;
  path: string;
  status: number;
  events: AnalyticsEvent[];
}
async function startUpstream(script: Array<{ status: number; headers?: Record<string, string> }>, { holdFirst = false } = {}) {
  const calls: UpstreamCall[] = [];
  // With holdFirst, the first /track/ call waits for release(): a test can queue every event in the page before
  // the client learns of the first failure, however slowly a loaded machine clicks.
  let release = () => {};
  const released = holdFirst ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = new URL(request.url ?? '/', 'http://upstream').pathname;
      const trackCalls = calls.filter((call) => call.path === '/track/').length;
      const answer = path === '/track/' ? (script[trackCalls] ?? { status: 200 }) : { status: 200 };
      calls.push({ at: Date.now(), path, status: answer.status, events: path === '/track/' ? eventsOfBody(Buffer.concat(chunks).toString('utf8')) : [] });
      if (path === '/track/' && trackCalls === 0) await released;
      const call = calls.at(-1);
      // The client's retry timers start from the answer, so a held call counts from when it was answered.
      if (call) call.at = Date.now();
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.status === 200 ? JSON.stringify({ status: 1, error: null }) : JSON.stringify({ status: 0, error: `answered ${answer.status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    trackCalls: () => calls.filter((call) => call.path === '/track/'),
    release: () => release(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

/** A server of its own that forwards to the stand-in, which answers 500, then 429, then 413 (spec 8.6). */
const forwarding = base.extend<Record<never, never>, { upstream: Upstream }>({
  upstream: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const upstream = await startUpstream([{ status: 500 }, { status: 429, headers: { 'retry-after': '1' } }, { status: 413 }], { holdFirst: true });
      try {
        await provide(upstream);
      } finally {
        await upstream.stop();
      }
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ upstream }, provide) =>
      serveWhile(
        // The first forwarded call is held while the test clicks (startUpstream's holdFirst): the server waits for it.
        { database: 'e2e-analytics-upstream', extra: { ANALYTICS_TOKEN: TOKEN, ANALYTICS_UPSTREAM: upstream.url, ANALYTICS_UPSTREAM_TIMEOUT_MS: '90000' } },
        provide,
      ),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

forwarding.describe('spec 8.6: retries and batch halving against the analytics service', () => {
  forwarding('500, then 429 with Retry-After, then 413: the client waits, halves the batch, and loses no event', async ({ page, openPage, upstream }) => {
    forwarding.setTimeout(120_000);
    const EVENTS = 60;
    await openPage(FAQ);
    // More events than one batch holds, all queued while the first call (the 500) is held by the stand-in.
    for (let index = 0; index < EVENTS; index += 1) await chooseSpanish(page);
    await expect.poll(() => upstream.trackCalls().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    upstream.release();

    await expect.poll(() => upstream.trackCalls().filter((call) => call.status === 200).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => upstream.trackCalls().filter((call) => call.status === 200).flatMap((call) => call.events).length, { timeout: 30_000 })
      .toBe(EVENTS);

    const calls = upstream.trackCalls();
    expect(calls.slice(0, 4).map((call) => call.status)).toEqual([500, 429, 413, 200]);
    const [failed, limited, tooLarge, halved] = calls as [UpstreamCall, UpstreamCall, UpstreamCall, UpstreamCall];
    // 5xx: retried after twice the flush interval. 429: after its Retry-After of one second instead.
    expect(limited.at - failed.at).toBeGreaterThanOrEqual(2 * ANALYTICS_CLIENT.flushIntervalMs - 1000);
    expect(tooLarge.at - limited.at).toBeGreaterThanOrEqual(900);
    expect(tooLarge.at - limited.at).toBeLessThan(2 * ANALYTICS_CLIENT.flushIntervalMs - 1000);
    // 413: the same events again in batches half the size.
    expect(tooLarge.events).toHaveLength(ANALYTICS_CLIENT.batchSize);
    expect(halved.events).toHaveLength(ANALYTICS_CLIENT.batchSize / 2);

    // No event lost, none counted twice: every event the client ever sent was finally accepted, once.
    const insertIds = (list: UpstreamCall[]) => list.flatMap((call) => call.events.map((item) => String(item.properties['$insert_id'])));
    const accepted = insertIds(calls.filter((call) => call.status === 200));
    expect(new Set(accepted).size).toBe(EVENTS);
    expect(accepted).toHaveLength(EVENTS);
    expect(new Set(insertIds(calls))).toEqual(new Set(accepted));
    expect(calls.flatMap((call) => call.events).every((item) => item.event === ANALYTICS_EVENTS.spanishUser)).toBe(true);
  });
});
