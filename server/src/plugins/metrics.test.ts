import { API_PATHS, PUBLIC_API_PATHS } from 'shared-contracts';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';

/** The value of one series in Prometheus's text format, or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

const scrape = async (testApp: TestApp, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: API_PATHS.metrics, headers });

describe.each(TEST_DIALECTS)('/metrics on %s (docs/decisions/034)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  it('counts requests by route template and status, and times them', async () => {
    await testApp.app.inject({ method: 'GET', url: PUBLIC_API_PATHS.careers });
    await testApp.app.inject({ method: 'GET', url: API_PATHS.healthLive });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-call/4111111111111111' });
    await testApp.app.inject({ method: 'GET', url: '/es/faq', headers: { accept: 'text/html' } });
    await testApp.app.inject({ method: 'GET', url: '/faq', headers: { accept: 'text/html' } });
    const response = await scrape(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(sample(text, 'portal_http_requests_total{method="GET",route="/health/live",status="200"}')).toBe(1);
    expect(sample(text, 'portal_http_request_duration_seconds_count{method="GET",route="/health/live",status="200"}')).toBe(1);
    // A refused request is counted under its route too (careers without its locale).
    expect(sample(text, 'portal_http_requests_total{method="GET",route="/api/careers",status="400"}')).toBe(1);
    // An address no route matched is one series, whatever it held.
    expect(sample(text, 'portal_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    // A page, answered by the not-found handler, by its route's path whatever its locale.
    expect(sample(text, 'portal_http_requests_total{method="GET",route="page /faq",status="200"}')).toBe(2);
    expect(text).not.toContain('4111111111111111');
  });

  it('names the build live for the shell and each remote, and the pool on PostgreSQL only', async () => {
    const text = (await scrape(testApp)).body;
    expect(sample(text, 'portal_release_info{app="shell",version="shell-build-0001"}')).toBe(1);
    expect(sample(text, 'portal_release_info{app="mfe-public",version="public-1"}')).toBe(1);
    // The fixture's auth manifest has no buildVersion.
    expect(sample(text, 'portal_release_info{app="mfe-auth",version="unknown"}')).toBe(1);
    if (dialect === 'postgres') expect(sample(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('portal_db_pool_connections{');
  });

  it('counts the errors browsers report by app, live version and kind; any other version is "other"', async () => {
    const report = (payload: unknown) => testApp.app.inject({ method: 'POST', url: API_PATHS.clientErrors, payload: payload as object });
    expect((await report({ app: 'mfe-public', version: 'public-1', kind: 'remote-load' })).statusCode).toBe(204);
    expect((await report({ app: 'mfe-public', version: 'made-up-1', kind: 'remote-load' })).statusCode).toBe(204);
    expect((await report({ app: 'mfe-public', version: 'made-up-2', kind: 'remote-load' })).statusCode).toBe(204);
    expect((await report({ app: 'mfe-public', version: 'public-1', kind: 'uncaught', message: 'card 4111111111111111' })).statusCode).toBe(204);
    expect((await report({ app: 'elsewhere', version: 'public-1', kind: 'uncaught' })).statusCode).toBe(400);
    expect((await report({ app: 'shell', version: 'has spaces', kind: 'uncaught' })).statusCode).toBe(400);
    const text = (await scrape(testApp)).body;
    expect(sample(text, 'portal_client_errors_total{app="mfe-public",version="public-1",kind="remote-load"}')).toBe(1);
    expect(sample(text, 'portal_client_errors_total{app="mfe-public",version="other",kind="remote-load"}')).toBe(2);
    expect(sample(text, 'portal_client_errors_total{app="mfe-public",version="public-1",kind="uncaught"}')).toBe(1);
    expect(text).not.toContain('made-up');
    expect(text).not.toContain('4111111111111111');
  });

  it('counts a report from a kept release of a remote under its own version (docs/decisions/035)', async () => {
    await testApp.fixture.write('releases/mfe-account/live.json', JSON.stringify({ version: 'acc-2', kept: ['acc-1', 'acc-2'] }));
    try {
      await testApp.app.inject({ method: 'POST', url: API_PATHS.clientErrors, payload: { app: 'mfe-account', version: 'acc-1', kind: 'uncaught' } });
      const text = (await scrape(testApp)).body;
      expect(sample(text, 'portal_client_errors_total{app="mfe-account",version="acc-1",kind="uncaught"}')).toBe(1);
    } finally {
      await testApp.fixture.remove('releases');
    }
  });
});

describe('/metrics in production', () => {
  it('is off without METRICS_TOKEN, and with it answers only the bearer of the token', async () => {
    const withoutToken = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await scrape(withoutToken)).statusCode).toBe(404);
    } finally {
      await withoutToken.close();
    }
    const withToken = await createTestApp({ env: { NODE_ENV: 'production', METRICS_TOKEN: TOKEN } });
    try {
      expect((await scrape(withToken)).statusCode).toBe(404);
      expect((await scrape(withToken, { authorization: 'Bearer wrong-token' })).statusCode).toBe(404);
      const scraped = await scrape(withToken, { authorization: `Bearer ${TOKEN}` });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('# TYPE portal_http_requests_total counter');
    } finally {
      await withToken.close();
    }
  });
});

describe('POST /api/client-errors is rate-limited per address', () => {
  it('answers 429 past 60 reports a minute', async () => {
    const testApp = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        const response = await testApp.app.inject({ method: 'POST', url: API_PATHS.clientErrors, payload: { app: 'shell', version: 'unknown', kind: 'uncaught' } });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});
