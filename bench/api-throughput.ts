import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_API_PATHS } from 'shared-contracts';
import { API_RESULTS_FILE, LOAD, TARGETS } from './api-config';
import { printApiReport, verdictOf } from './api-report';
import { BASE_URL } from './bench-config';
import { largestShellScript } from './floor-asset';
import { measure, probe, type LoadTarget, type RouteFigures } from './load-run';
import { signIn } from './sign-in';

/*
 * npm run bench (through scripts/bench.sh, which starts the server on a fresh SQLite file): requests per
 * second and latency of the two calls a signed-in page keeps making, against a static file served by the
 * same process as the floor. The routes run one after another, never together, so each has both cores.
 * Exits non-zero when a run saw anything but 2xx answers or connection errors, since its figures would then
 * describe errors; never for missing a target.
 */

function failuresOf(figures: RouteFigures): string | null {
  if (figures.non2xx === 0 && figures.errors === 0) return null;
  return `${figures.label}: ${figures.non2xx} non-2xx answers and ${figures.errors} connection errors (${figures.timeouts} timeouts) ` +
    `out of ${figures.totalRequests}; status codes ${JSON.stringify(figures.statusCodes)}`;
}

async function main(): Promise<number> {
  const floorAsset = largestShellScript();
  const cookie = await signIn(BASE_URL);
  const floorTarget: LoadTarget = { label: 'static floor', path: floorAsset.urlPath, cookie: null };
  const apiTargets: LoadTarget[] = [
    { label: 'account details', path: PORTAL_API_PATHS.accountDetails, cookie },
    { label: 'touch', path: PORTAL_API_PATHS.touch, cookie },
  ];

  // Other work on a shared machine moves these figures more than any change of ours: the load average says how much.
  const loadBefore = os.loadavg();
  const measured: RouteFigures[] = [];
  for (const target of [floorTarget, ...apiTargets]) {
    const responseBytes = await probe(BASE_URL, target);
    console.info(`Measuring ${target.label} (GET ${target.path})…`);
    measured.push(await measure(BASE_URL, target, responseBytes));
  }
  const [floor, ...routes] = measured;
  if (!floor) throw new Error('The floor was not measured');

  const verdicts = routes.map((figures) => ({ figures, verdict: verdictOf(figures, floor) }));
  printApiReport(floor, verdicts);
  const loadAfter = os.loadavg();
  const oneMinute = (load: number[]) => (load[0] ?? 0).toFixed(2);
  console.info(`Machine: ${os.cpus().length} CPUs; 1-minute load average ${oneMinute(loadBefore)} before, ${oneMinute(loadAfter)} after (about 2 of it this bench's own).`);

  fs.mkdirSync(path.dirname(API_RESULTS_FILE), { recursive: true });
  const results = {
    measuredAt: new Date().toISOString(),
    baseUrl: BASE_URL,
    load: LOAD,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    targets: TARGETS,
    floor,
    routes: verdicts.map(({ figures, verdict }) => ({ ...figures, ...verdict })),
  };
  fs.writeFileSync(API_RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.info(`\nRaw figures: ${path.relative(process.cwd(), API_RESULTS_FILE)}`);

  const failures = measured.flatMap((figures) => failuresOf(figures) ?? []);
  for (const failure of failures) console.error(`Not a valid measurement: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The API bench could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
