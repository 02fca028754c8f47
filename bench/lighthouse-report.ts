import type { LighthouseRun, medianOf } from './lighthouse-run';
import { LIGHTHOUSE_RUNS, PAGE_TARGETS, type BudgetPage } from './page-budget-config';
import { formatTable } from './text-table';

export type MedianFigures = ReturnType<typeof medianOf>;

/** One page's figures and its floor's; also what bench-results/lighthouse.json holds per page. */
export interface PageBudgetFigures {
  page: BudgetPage;
  siteUrl: string;
  floorUrl: string;
  site: MedianFigures;
  floor: MedianFigures;
  /** Median LCP of the site over its floor's. */
  lcpToFloor: number;
  siteRuns: LighthouseRun[];
  floorRuns: LighthouseRun[];
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const shift = (value: number) => value.toFixed(3);
const verdict = (meets: boolean) => (meets ? 'meets' : 'misses');

function figureRows(figures: PageBudgetFigures): string[][] {
  const row = (variant: string, median: MedianFigures, runs: LighthouseRun[]) => [
    `${figures.page.path} ${variant}`,
    String(median.performanceScore),
    whole(median.lcpMs),
    `${whole(Math.min(...runs.map((run) => run.lcpMs)))}-${whole(Math.max(...runs.map((run) => run.lcpMs)))}`,
    whole(median.tbtMs),
    shift(median.cls),
    whole(median.fcpMs),
    runs[0]?.lcpElement?.slice(0, 48) ?? 'n/a',
  ];
  return [row('site', figures.site, figures.siteRuns), row('floor', figures.floor, figures.floorRuns)];
}

function targetRow({ page, site, lcpToFloor }: PageBudgetFigures): string[] {
  const cell = (figure: string, meets: boolean) => `${figure} ${verdict(meets)}`;
  return [
    page.path,
    cell(`${lcpToFloor.toFixed(2)}x`, lcpToFloor <= PAGE_TARGETS.maxLcpToFloor),
    cell(String(site.performanceScore), site.performanceScore >= PAGE_TARGETS.minPerformanceScore),
    cell(`${whole(site.tbtMs)} ms`, site.tbtMs <= PAGE_TARGETS.maxTbtMs),
    cell(shift(site.cls), site.cls <= PAGE_TARGETS.maxCls),
  ];
}

export function printLighthouseReport(pages: PageBudgetFigures[]): void {
  console.info(
    `\n=== Lighthouse, mobile, throttling simulated (its defaults), median of ${LIGHTHOUSE_RUNS} runs each; ms. ` +
      '"floor": the page\'s own HTML without its scripts, saved and served as a static file by the same server',
  );
  console.info(formatTable(['page', 'perf', 'LCP', 'LCP range', 'TBT', 'CLS', 'FCP', 'LCP element (first run)'], pages.flatMap(figureRows)));
  console.info('\nThe site against the targets of the page budget (the floor is only the LCP yardstick):');
  console.info(
    formatTable(
      [
        'page',
        `LCP / floor (<= ${PAGE_TARGETS.maxLcpToFloor}x)`,
        `perf (>= ${PAGE_TARGETS.minPerformanceScore})`,
        `TBT (<= ${PAGE_TARGETS.maxTbtMs} ms)`,
        `CLS (<= ${PAGE_TARGETS.maxCls})`,
      ],
      pages.map(targetRow),
    ),
  );
  const indexes = pages.flatMap((page) => [...page.siteRuns, ...page.floorRuns]).flatMap((run) => (run.benchmarkIndex === null ? [] : [run.benchmarkIndex]));
  if (indexes.length > 0) {
    console.info(
      `Lighthouse's benchmark index of this machine: ${whole(Math.min(...indexes))}-${whole(Math.max(...indexes))} over the runs ` +
        '(its CPU model of the simulation scales by it). Printed for information, not enforced (shared, noisy machine).',
    );
  }
}
