import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { oneMinuteLoad, runBench, writeResults } from './bench-run';
import { BASE_URL } from './bench-config';
import { fetchPageHtml, storeFloorPage } from './floor-page';
import { failuresOf, measure, probe, type LoadTarget, type RouteFigures } from './load-run';
import { RENDER_LOAD, RENDER_PAGE, RENDER_RESULTS_FILE, RENDER_TARGETS, UNCACHED_PATH_PREFIX, UNCACHED_TOKEN_LENGTH } from './page-budget-config';
import { cachedToStatic, printRenderReport, type RenderFigures } from './render-report';

/*
 * npm run bench (through scripts/bench.sh, which starts the server with BENCH_FLOOR): how fast the server answers
 * a public page it has rendered before (kept), one it must render each time (a token's address, never kept), and
 * a static file of the page's exact bytes (the page as sent, stored by bench-floor-pages.ts). Cases run one after
 * another. Exits non-zero only when a run saw anything but 2xx answers, since its figures would describe errors.
 */

// 18 random bytes are 24 base64url characters: the token alphabet of the route table.
const freshTokenPath = () => `${UNCACHED_PATH_PREFIX}${randomBytes((UNCACHED_TOKEN_LENGTH * 3) / 4).toString('base64url')}`;

async function measureCase(target: LoadTarget): Promise<RouteFigures> {
  console.info(`Measuring ${target.label} (GET ${target.path})…`);
  return measure(BASE_URL, target, await probe(BASE_URL, target), RENDER_LOAD);
}

async function main(): Promise<number> {
  const page = await fetchPageHtml(BASE_URL, RENDER_PAGE.path);
  const staticUrl = new URL(await storeFloorPage(BASE_URL, `${RENDER_PAGE.name}-as-sent`, page));
  const loadBefore = os.loadavg();
  const figures: RenderFigures = {
    staticFile: await measureCase({ label: 'static file', path: staticUrl.pathname, cookie: null }),
    cached: await measureCase({ label: 'cached render', path: RENDER_PAGE.path, cookie: null }),
    uncached: await measureCase({ label: 'uncached render', path: freshTokenPath(), cookie: null, freshPath: freshTokenPath }),
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
  };
  writeResults(RENDER_RESULTS_FILE, results);

  const failures = [figures.staticFile, figures.cached, figures.uncached].flatMap((route) => failuresOf(route) ?? []);
  for (const failure of failures) console.error(`Not a valid measurement: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

runBench('render bench', main);
