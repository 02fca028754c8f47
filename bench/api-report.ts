import { LOAD, TARGETS } from './api-config';
import type { RouteFigures } from './load-run';
import { formatTable, kb } from './text-table';

/** A signed-in route's figures set against the floor and the throughput targets (docs/bench/README.md). */
export interface RouteVerdict {
  label: string;
  ratioToFloor: number | null;
  meetsRatio: boolean;
  meetsP99: boolean;
  meetsTarget: boolean;
}

/** A write (the payment POST) is held to its p99 only: it does work no floor does. */
const isWrite = (route: RouteFigures) => route.label.endsWith('POST');

export function verdictOf(route: RouteFigures, floor: RouteFigures): RouteVerdict {
  const ratioToFloor = floor.requestsPerSecondMean > 0 ? route.requestsPerSecondMean / floor.requestsPerSecondMean : null;
  const meetsRatio = isWrite(route) || (ratioToFloor !== null && ratioToFloor >= TARGETS.minRatioToFloor);
  const meetsP99 = route.latencyP99Ms < (isWrite(route) ? TARGETS.maxWriteP99Ms : TARGETS.maxP99Ms);
  return { label: route.label, ratioToFloor, meetsRatio, meetsP99, meetsTarget: meetsRatio && meetsP99 };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
// API answers are tens or hundreds of bytes, which KB with one decimal would show as 0.0 or 0.6.
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${kb(bytes)} KB`);

/** The table the README quotes: each signed-in call beside its floor (a same-sized JSON body from memory). */
export function printApiReport(measured: { figures: RouteFigures; floor: RouteFigures; verdict: RouteVerdict }[]): void {
  console.info(
    `\n=== API throughput: ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ` +
      `${LOAD.durationSeconds} s per route after a ${LOAD.warmUpSeconds} s warm-up; latency in ms`,
  );
  const rows = measured.map(({ figures, floor, verdict }) => [
    `${figures.label} ${figures.path}`,
    size(figures.responseBytes),
    whole(figures.requestsPerSecondMean),
    String(figures.latencyP50Ms),
    String(figures.latencyP99Ms),
    whole(floor.requestsPerSecondMean),
    String(floor.latencyP99Ms),
    verdict.ratioToFloor === null ? 'n/a' : `${verdict.ratioToFloor.toFixed(2)}x`,
    verdict.meetsTarget ? 'meets target' : 'below target',
  ]);
  console.info(formatTable(['route', 'body', 'req/s (mean)', 'p50', 'p99', 'floor req/s', 'floor p99', 'vs floor', 'target'], rows));
  console.info(
    `Targets: each read at least ${TARGETS.minRatioToFloor}x its floor's requests/s with p99 under ${TARGETS.maxP99Ms} ms; ` +
      `the payment POST p99 under ${TARGETS.maxWriteP99Ms} ms. Printed for information, not enforced (shared, noisy machine). ` +
      'Bodies uncompressed (accept-encoding identity).',
  );
  for (const { verdict } of measured.filter((each) => !each.verdict.meetsTarget)) {
    const reasons = [!verdict.meetsRatio && 'requests/s ratio', !verdict.meetsP99 && 'p99'].filter(Boolean).join(' and ');
    console.info(`  ${verdict.label}: below target on ${reasons}`);
  }
}
