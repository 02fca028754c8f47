import http from 'node:http';
import pg from 'pg';
import { API_PATHS, routeById } from 'shared-contracts';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import { dropDatabase, ensureDatabase } from '../../deploy/cluster/postgres';
import { DEMO_USER, expect, mailboxOf, test as base } from '../support/fixtures';
import { chooseSavedChecking, continueTo, payAnotherAmount, payOn } from '../support/payment-steps';

/*
 * Docs/decisions/037-several-instances.md: two instances of the server on one PostgreSQL
 * database behind nginx (deploy/). The session, a payment in progress and the rate limits live in the database, so
 * what one instance began the other finishes. The business clock is pinned as in account-payment.spec.ts.
 */

const CLOCK_START = '2026-11-24T15:00:00-06:00';
const DATABASE = `portal_e2e_cluster_${process.pid}`;

const test = base.extend<object, { cluster: Cluster; databaseUrl: string }>({
  databaseUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      await provide(await ensureDatabase(DATABASE, { fresh: true }));
      await dropDatabase(DATABASE);
    },
    { scope: 'worker' },
  ],
  cluster: [
    async ({ databaseUrl }, provide) => {
      // RATE_LIMIT_MULTIPLIER=1: the limits as in production, so one count across both instances shows.
      const cluster = await startCluster({ instances: 2, databaseUrl, env: { BUSINESS_CLOCK_START: CLOCK_START, RATE_LIMIT_MULTIPLIER: '1' } });
      try {
        await provide(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ cluster }, provide) => provide(cluster.baseURL),
  // The outbox answers only this machine without a proxy between (docs/decisions/029): read from an instance, with
  // the site's Host.
  mailbox: async ({ cluster, playwright }, provide) => {
    const [first] = cluster.instances;
    const direct = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${first!.port}`,
      extraHTTPHeaders: { host: new URL(cluster.baseURL).host },
    });
    try {
      await provide(await mailboxOf(direct));
    } finally {
      await direct.dispose();
    }
  },
});

// nginx serves a certificate the cluster made for this run (docs/decisions/046); this suite is about the instances,
// the production project about TLS as a browser meets it.
test.use({ ignoreHTTPSErrors: true });

async function paymentsOfDemo(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      'select count(*) as count from payments where loan_account_id = (select loan_account_id from users where username = $1)',
      [DEMO_USER.username],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** A GET of one instance, past the balancer, with the site's Host (the host guard answers no other; fetch sets its own). */
function getFromInstance(port: number, pathname: string, siteHost: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host: siteHost } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** Requests an instance has counted for one route, read from its own /metrics (open outside production). */
async function countedBy(cluster: Cluster, port: number, route: string): Promise<number> {
  const text = await getFromInstance(port, API_PATHS.metrics, new URL(cluster.baseURL).host);
  return text
    .split('\n')
    .filter((line) => line.startsWith('portal_http_requests_total{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

test.describe('two instances behind nginx on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });

  test('an instance stops mid-payment: the session and the payment go on through the other, and it is made once', async ({
    page,
    cluster,
    databaseUrl,
    signIn,
    openPage,
  }) => {
    test.setTimeout(180_000);
    await signIn();
    const before = await paymentsOfDemo(databaseUrl);
    await page.clock.setFixedTime(new Date(CLOCK_START));
    await openPage(routeById('payments').path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await payAnotherAmount(main, '35.00');
    await chooseSavedChecking(main);
    await continueTo(main, 'Payment date');
    await payOn(main, 'Tuesday, November 24, 2026');

    // One instance goes away (SIGTERM, as an orchestrator stops it) while the visitor reads the review.
    const [stopped] = cluster.instances;
    await stopped!.stop();
    try {
      await main.getByRole('button', { name: 'Pay $35.00' }).click();
      await expect(main.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
      expect(await paymentsOfDemo(databaseUrl), 'payments made').toBe(before + 1);

      // Still signed in, through the instance that is left.
      await openPage(routeById('account').path);
      await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(main.getByText('$35.00').first()).toBeVisible();
    } finally {
      await stopped!.start();
    }
  });

  test('a rate limit counts the requests of both instances', async ({ cluster, request }) => {
    // POST /api/client-errors allows 60 a minute per address (server/src/rate-limit/rate-limiter.ts).
    const report = { app: 'shell', version: 'unknown', kind: 'uncaught' };
    const [first, second] = cluster.instances;
    // The test before restarted the first instance, and nginx leaves a server that failed out for its fail_timeout
    // (10 s): wait until the balancer sends to it again, or every report would go to the second.
    const healthChecks = () => countedBy(cluster, first!.port, API_PATHS.health);
    const checksBefore = await healthChecks();
    await expect
      .poll(async () => {
        await request.get(API_PATHS.health);
        return (await healthChecks()) - checksBefore;
      }, { timeout: 30_000, intervals: [250] })
      .toBeGreaterThan(0);
    const counted = async () => (await countedBy(cluster, first!.port, API_PATHS.clientErrors)) + (await countedBy(cluster, second!.port, API_PATHS.clientErrors));
    const countedBefore = await counted();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await request.post(API_PATHS.clientErrors, { data: report })).status());
    expect(statuses.slice(0, 60).every((status) => status === 204), `first 60: ${statuses.slice(0, 60).join(',')}`).toBe(true);
    expect(statuses[60], 'the 61st of the minute').toBe(429);
    // The balancer spread them: each instance answered some.
    expect(await countedBy(cluster, first!.port, API_PATHS.clientErrors)).toBeGreaterThan(0);
    expect(await countedBy(cluster, second!.port, API_PATHS.clientErrors)).toBeGreaterThan(0);
    expect((await counted()) - countedBefore).toBe(61);
  });
});
