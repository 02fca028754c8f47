import type { RouteFigures } from './load-run';
import { RENDER_LOAD, RENDER_TARGETS } from './page-budget-config';
import { formatTable, kb } from './text-table';

/** The three loads of one page: kept render, fresh renders, and a file of the same bytes. */
export interface RenderFigures {
  cached: RouteFigures;
  uncached: RouteFigures;
  staticFile: RouteFigures;
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
      'Uncached: each request a new token address, which the server renders and never keeps; renders run one at a time. ' +
      'Printed for information, not enforced (shared, noisy machine).',
  );
}
