import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ACCOUNT_MONEY_PATHS, PORTAL_API_PATHS, routeById } from 'shared-contracts';
import { Agent, fetch as undiciFetch } from 'undici';
import { freePort, startCluster, type Cluster } from '../deploy/cluster/cluster';
import { dropDatabase, ensureDatabase } from '../deploy/cluster/postgres';
import { ACCEPT_ENCODING, BENCH_SMTP_PORT } from './api-config';
import { ROOT } from './bench-config';
import { signIn } from './sign-in';
import { formatTable } from './text-table';

/*
 * The several-instances load run (docs/decisions/037): two instances on PostgreSQL behind nginx, loaded for
 * BENCH_CLUSTER_SECONDS (120) with public pages and signed-in calls mixed, one instance restarted (SIGTERM, then
 * started again) in the middle. Prints the figures; fails when any answer is a 5xx or a connection error, which
 * would be a request the balancer could not retry: that is a fault, not a timing.
 */

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 20);
const RESULTS_FILE = path.join(ROOT, 'bench-results', 'cluster-load.json');
const DATABASE = `portal_bench_cluster_${process.pid}`;

const PAGES = ['index', 'faq', 'dealers', 'about', 'careers'] as const;
const CALLS = [PORTAL_API_PATHS.accountDetails, PORTAL_API_PATHS.messageSummaries, ACCOUNT_MONEY_PATHS.statements, ACCOUNT_MONEY_PATHS.history];

const secret = () => randomBytes(32).toString('base64url');

async function startClusterAsDeployed(databaseUrl: string): Promise<Cluster> {
  const port = await freePort();
  return startCluster({
    instances: 2,
    databaseUrl,
    port,
    // As deployed, with production's settings, but NODE_ENV=test: production refuses the demo borrowers the
    // sign-in needs (docs/decisions/029). DEMO_SECOND_FACTOR=on keeps the mailed code of a new browser.
    env: {
      NODE_ENV: 'test',
      DEMO_SECOND_FACTOR: 'on',
      SMTP_URL: `smtp://127.0.0.1:${BENCH_SMTP_PORT}`,
      SEED_DEMO_DATA: 'true',
      IDENTITY_HASH_SECRET: secret(),
      SIGNING_SECRET: secret(),
      PAYMENT_DATA_KEYS: `bench:${secret()}`,
    },
  });
}

/** Mixed requests: every page, then every signed-in call, round and round on each connection. */
function requests(cookie: string): autocannon.Request[] {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  return [
    ...PAGES.map((id): autocannon.Request => ({ method: 'GET', path: routeById(id).path, headers: { ...headers, accept: 'text/html' } })),
    ...CALLS.map((call): autocannon.Request => ({ method: 'GET', path: call, headers: { ...headers, accept: 'application/json', cookie } })),
  ];
}

async function main(): Promise<void> {
  const databaseUrl = await ensureDatabase(DATABASE, { fresh: true });
  const cluster = await startClusterAsDeployed(databaseUrl);
  try {
    // nginx serves the certificate the cluster made for this run (docs/decisions/046): the sign-in trusts it alone.
    const trusting = new Agent({ connect: { ca: cluster.certificate.pem } });
    // The sign-in sends only JSON strings and header objects; undici's Response has the global one's shape, which
    // its own types do not claim (a cast, not a conversion).
    const trustingFetch = async (url: URL, init?: RequestInit): Promise<Response> =>
      (await undiciFetch(url, {
        method: init?.method,
        headers: init?.headers as Record<string, string> | undefined,
        body: typeof init?.body === 'string' ? init.body : undefined,
        dispatcher: trusting,
      })) as unknown as Response;
    const { cookie } = await signIn(cluster.baseURL, trustingFetch);
    const [restarted] = cluster.instances;
    const restart: { stoppedAt?: number; backAt?: number } = {};
    const started = Date.now();
    const load = autocannon({ url: cluster.baseURL, connections: CONNECTIONS, pipelining: 1, duration: SECONDS, requests: requests(cookie) });
    // The restart in the middle: as an orchestrator replaces an instance.
    const middle = setTimeout(() => {
      void (async () => {
        restart.stoppedAt = (Date.now() - started) / 1000;
        await restarted!.stop();
        await restarted!.start();
        restart.backAt = (Date.now() - started) / 1000;
      })();
    }, (SECONDS * 1000) / 2);
    const result = await load;
    clearTimeout(middle);

    const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
    const serverErrors = Object.entries(statusCodes).filter(([code]) => code.startsWith('5')).reduce((sum, [, count]) => sum + count, 0);
    const figures = {
      seconds: result.duration,
      connections: CONNECTIONS,
      requests: result.requests.total,
      requestsPerSecondMean: result.requests.mean,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      statusCodes,
      serverErrors,
      connectionErrors: result.errors,
      timeouts: result.timeouts,
      instanceStoppedAtSecond: restart.stoppedAt ?? null,
      instanceBackAtSecond: restart.backAt ?? null,
    };
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(figures, null, 2)}\n`);

    process.stdout.write(`\nLoad through nginx, two instances on PostgreSQL, one restarted in the middle (${SECONDS} s, ${CONNECTIONS} connections)\n`);
    process.stdout.write(
      formatTable(
        ['requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'status codes', '5xx', 'errors', 'restart (s)'],
        [
          [
            String(figures.requests),
            figures.requestsPerSecondMean.toFixed(0),
            String(figures.latencyP50Ms),
            String(figures.latencyP99Ms),
            String(figures.latencyMaxMs),
            JSON.stringify(statusCodes),
            String(serverErrors),
            String(figures.connectionErrors),
            `${figures.instanceStoppedAtSecond?.toFixed(1) ?? '?'} → ${figures.instanceBackAtSecond?.toFixed(1) ?? '?'}`,
          ],
        ],
      ),
    );
    process.stdout.write(`\n(${path.relative(ROOT, RESULTS_FILE)})\n`);
    if (restart.backAt === undefined) throw new Error('the instance was not back before the run ended');
    if (serverErrors > 0 || result.errors > 0 || result.non2xx > 0) {
      throw new Error(`${serverErrors} 5xx, ${result.non2xx} non-2xx and ${result.errors} connection errors through the balancer`);
    }
  } finally {
    await cluster.stop();
    await dropDatabase(DATABASE);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`cluster-load: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
