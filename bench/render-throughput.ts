import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { oneMinuteLoad, runBench, writeResults } from './bench-run';
import { BASE_URL } from './bench-config';
import { fetchPageHtml, storeFloorPage } from './floor-page';
import { failuresOf, measure, probe, type LoadTarget, type RouteFigures } from './load-run';
import { PORTAL_API_PATHS } from 'shared-contracts';
import { API_BESIDE_RENDERS_LOAD, RENDER_LOAD, RENDER_PAGE, RENDER_RESULTS_FILE, RENDER_TARGETS, UNCACHED_PATH_PREFIX, UNCACHED_TOKEN_LENGTH } from './page-budget-config';
import { apiUnderRendersRatio, cachedToStatic, printRenderReport, uncachedSpread, type RenderFigures } from './render-report';
import { signIn } from './sign-in';

/*
 * npm run bench (through scripts/bench.sh, which starts the server with BENCH_FLOOR): how fast the server answers
 * a public page it has rendered before (kept), one it must render each time (a token's address, never kept), and
 * a static file of the page's exact bytes (the page as sent, stored by bench-floor-pages.ts). Cases run one after
 * another. Exits non-zero only when a run saw anything but 2xx answers, since its figures would describe errors.
 */

// 18 random bytes are 24 base64url characters: the token alphabet of the route table.
const freshTokenPath = () => `${UNCACHED_PATH_PREFIX}${randomBytes((UNCACHED_TOKEN_LENGTH * 3) / 4).toString('base64url')}`;

async function measureCase(target: LoadTarget, load = RENDER_LOAD): Promise<RouteFigures> {
  console.info(`Measuring ${target.label} (GET ${target.path})…`);
  return measure(BASE_URL, target, await probe(BASE_URL, target), load);
}

const uncachedTarget = (): LoadTarget => ({ label: 'uncached render', path: freshTokenPath(), cookie: null, freshPath: freshTokenPath });

/**
 * Docs/decisions/047: a signed-in call's latency alone, then while 20 connections ask for pages the server must
 * render, both loads at the same time. Renders on the main thread hold the call up; renders in a pool should not.
 */
async function besideRenders(): Promise<Pick<RenderFigures, 'apiAlone' | 'apiBesideRenders' | 'uncachedBesideApi'>> {
  const { cookie } = await signIn(BASE_URL);
  const call: LoadTarget = { label: 'account details', path: PORTAL_API_PATHS.accountDetails, cookie };
  const apiAlone = await measureCase(call, API_BESIDE_RENDERS_LOAD);
  console.info('Measuring the call and uncached renders at the same time…');
  const [apiBesideRenders, uncachedBesideApi] = await Promise.all([measureCase(call, API_BESIDE_RENDERS_LOAD), measureCase(uncachedTarget())]);
  return { apiAlone, apiBesideRenders, uncachedBesideApi };
}

async function main(): Promise<number> {
  const page = await fetchPageHtml(BASE_URL, RENDER_PAGE.path);
  const staticUrl = new URL(await storeFloorPage(BASE_URL, `${RENDER_PAGE.name}-as-sent`, page));
  const loadBefore = os.loadavg();
  const figures: RenderFigures = {
    staticFile: await measureCase({ label: 'static file', path: staticUrl.pathname, cookie: null }),
    cached: await measureCase({ label: 'cached render', path: RENDER_PAGE.path, cookie: null }),
    uncached: await measureCase(uncachedTarget()),
    ...(await besideRenders()),
  };
  const loadAfter = os.loadavg();
  printRenderReport(figures);
  console.info(`Machine: ${os.cpus().length} CPUs; 1-minute load average ${oneMinuteLoad(loadBefore)} before, ${oneMinuteLoad(loadAfter)} after.`);

  const results = {
    measuredAt: new Date().toISOString(),
    baseUrl: BASE_URL,
    load: RENDER_LOAD,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    targets: RENDER_TARGETS,
    ...figures,
    cachedToStatic: cachedToStatic(figures),
    uncachedP99ToP50: uncachedSpread(figures.uncached),
    apiP99BesideRendersToAlone: apiUnderRendersRatio(figures),
    // What the server was started with (scripts/bench.sh passes it on): the pool's threads, or 0 for the main thread.
    renderThreads: process.env.RENDER_THREADS ?? 'default (the cores)',
  };
  writeResults(RENDER_RESULTS_FILE, results);

  const failures = [figures.staticFile, figures.cached, figures.uncached, figures.apiAlone, figures.apiBesideRenders, figures.uncachedBesideApi].flatMap(
    (route) => failuresOf(route) ?? [],
  );
  for (const failure of failures) console.error(`Not a valid measurement: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

runBench('render bench', main);
