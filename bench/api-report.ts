import { LOAD, TARGETS } from './api-config';
import type { RouteFigures } from './load-run';
import { formatTable, kb } from './text-table';

/** A signed-in route's figures set against the floor and the throughput targets (README "API throughput"). */
export interface RouteVerdict {
  label: string;
  ratioToFloor: number | null;
  meetsRatio: boolean;
  meetsP99: boolean;
  meetsTarget: boolean;
}

export function verdictOf(route: RouteFigures, floor: RouteFigures): RouteVerdict {
  const ratioToFloor = floor.requestsPerSecondMean > 0 ? route.requestsPerSecondMean / floor.requestsPerSecondMean : null;
  const meetsRatio = ratioToFloor !== null && ratioToFloor >= TARGETS.minRatioToFloor;
  const meetsP99 = route.latencyP99Ms < TARGETS.maxP99Ms;
  return { label: route.label, ratioToFloor, meetsRatio, meetsP99, meetsTarget: meetsRatio && meetsP99 };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
// API answers are tens or hundreds of bytes, which KB with one decimal would show as 0.0 or 0.6.
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${kb(bytes)} KB`);

/** The table the README quotes: the floor first, then each signed-in call against it. */
export function printApiReport(floor: RouteFigures, measured: { figures: RouteFigures; verdict: RouteVerdict }[]): void {
  console.info(
    `\n=== API throughput: ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ` +
      `${LOAD.durationSeconds} s per route after a ${LOAD.warmUpSeconds} s warm-up; latency in ms`,
  );
  const rows = [
    [`${floor.label} ${floor.path}`, whole(floor.requestsPerSecondMean), String(floor.latencyP50Ms), String(floor.latencyP99Ms), '1.00x', '(floor)'],
    ...measured.map(({ figures, verdict }) => [
      `${figures.label} ${figures.path}`,
      whole(figures.requestsPerSecondMean),
      String(figures.latencyP50Ms),
      String(figures.latencyP99Ms),
      verdict.ratioToFloor === null ? 'n/a' : `${verdict.ratioToFloor.toFixed(2)}x`,
      verdict.meetsTarget ? 'meets target' : 'below target',
    ]),
  ];
  console.info(formatTable(['route', 'req/s (mean)', 'p50', 'p99', 'vs floor', 'target'], rows));
  console.info(
    `Target (issue): at least ${TARGETS.minRatioToFloor}x the floor's requests/s and p99 under ${TARGETS.maxP99Ms} ms; ` +
      'printed for information, not enforced (shared, noisy machine).',
  );
  for (const { verdict } of measured.filter((each) => !each.verdict.meetsTarget)) {
    const reasons = [!verdict.meetsRatio && 'requests/s ratio', !verdict.meetsP99 && 'p99'].filter(Boolean).join(' and ');
    console.info(`  ${verdict.label}: below target on ${reasons}`);
  }
  console.info(
    `Response bodies: ${[floor, ...measured.map((each) => each.figures)].map((route) => `${route.label} ${size(route.responseBytes)}`).join(', ')} ` +
      '(uncompressed: accept-encoding identity).',
  );
}
