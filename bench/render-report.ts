import type { RouteFigures } from './load-run';
import { RENDER_LOAD, RENDER_TARGETS } from './page-budget-config';
import { formatTable, kb } from './text-table';

/** The three loads of one page: kept render, fresh renders, and a file of the same bytes. */
export interface RenderFigures {
  cached: RouteFigures;
  uncached: RouteFigures;
  staticFile: RouteFigures;
  /** GET /api/account-details alone, then while uncached pages render (docs/decisions/047). */
  apiAlone: RouteFigures;
  apiBesideRenders: RouteFigures;
  /** The uncached renders measured at the same time as `apiBesideRenders`. */
  uncachedBesideApi: RouteFigures;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (part: number, of: number) => (of > 0 ? part / of : Number.NaN);
const verdict = (meets: boolean) => (meets ? 'meets' : 'misses');

export function cachedToStatic({ cached, staticFile }: RenderFigures): number {
  return ratio(cached.requestsPerSecondMean, staticFile.requestsPerSecondMean);
}

export function printRenderReport(figures: RenderFigures): void {
  const { cached, uncached, staticFile } = figures;
  console.info(
    `\n=== Server render throughput: ${RENDER_LOAD.connections} connections, pipelining ${RENDER_LOAD.pipelining}, ` +
      `${RENDER_LOAD.durationSeconds} s per case after a ${RENDER_LOAD.warmUpSeconds} s warm-up; latency in ms; bodies uncompressed`,
  );
  const p50Target = (route: RouteFigures) => `p50 <= ${RENDER_TARGETS.maxRenderP50Ms} ms: ${verdict(route.latencyP50Ms <= RENDER_TARGETS.maxRenderP50Ms)}`;
  const row = (label: string, route: RouteFigures, target: string) => [
    label,
    route.path.length > 40 ? `${route.path.slice(0, 37)}...` : route.path,
    `${kb(route.responseBytes)} KB`,
    whole(route.requestsPerSecondMean),
    String(route.latencyP50Ms),
    String(route.latencyP99Ms),
    `${ratio(route.requestsPerSecondMean, staticFile.requestsPerSecondMean).toFixed(2)}x`,
    target,
  ];
  const toStatic = cachedToStatic(figures);
  console.info(
    formatTable(
      ['case', 'path', 'body', 'req/s (mean)', 'p50', 'p99', 'vs static', 'target'],
      [
        row('cached render (kept)', cached, `${p50Target(cached)}; >= ${RENDER_TARGETS.minCachedToStatic.toFixed(2)}x static: ${verdict(toStatic >= RENDER_TARGETS.minCachedToStatic)}`),
        row('uncached render (token page)', uncached, p50Target(uncached)),
        row('static file (same bytes)', staticFile, '-'),
      ],
    ),
  );
  console.info(
    `Cached / static: ${toStatic.toFixed(2)}x (target >= ${RENDER_TARGETS.minCachedToStatic.toFixed(2)}x). ` +
      `Uncached: each request a new token address, which the server renders and never keeps; p99 / p50 ${uncachedSpread(uncached).toFixed(2)} ` +
      `(target <= ${RENDER_TARGETS.maxUncachedP99ToP50}: ${verdict(uncachedSpread(uncached) <= RENDER_TARGETS.maxUncachedP99ToP50)}). ` +
      'Printed for information, not enforced (shared, noisy machine).',
  );
  const { apiAlone, apiBesideRenders, uncachedBesideApi } = figures;
  const apiRatio = apiUnderRendersRatio(figures);
  console.info(
    `\n=== GET ${apiAlone.path}, ${apiAlone.label}: alone, then beside ${RENDER_LOAD.connections} connections of uncached renders\n` +
      formatTable(
        ['case', 'req/s (mean)', 'p50', 'p99'],
        [
          ['call alone', whole(apiAlone.requestsPerSecondMean), String(apiAlone.latencyP50Ms), String(apiAlone.latencyP99Ms)],
          ['call beside the renders', whole(apiBesideRenders.requestsPerSecondMean), String(apiBesideRenders.latencyP50Ms), String(apiBesideRenders.latencyP99Ms)],
          ['the renders meanwhile', whole(uncachedBesideApi.requestsPerSecondMean), String(uncachedBesideApi.latencyP50Ms), String(uncachedBesideApi.latencyP99Ms)],
        ],
      ) +
      `\nThe call's p99 beside the renders / alone: ${apiRatio.toFixed(2)}x (target <= ${RENDER_TARGETS.maxApiP99UnderRendersToAlone}x: ` +
      `${verdict(apiRatio <= RENDER_TARGETS.maxApiP99UnderRendersToAlone)}).`,
  );
}

/** Uncached renders' p99 over their p50: how far the slowest fall behind when pages queue. */
export const uncachedSpread = (uncached: RouteFigures): number => ratio(uncached.latencyP99Ms, uncached.latencyP50Ms);

/** The signed-in call's p99 while pages render, over its p99 alone. */
export const apiUnderRendersRatio = ({ apiAlone, apiBesideRenders }: RenderFigures): number => ratio(apiBesideRenders.latencyP99Ms, apiAlone.latencyP99Ms);
