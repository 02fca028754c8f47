import { runBench, writeResults } from './bench-run';
import { BASE_URL } from './bench-config';
import { fetchPageHtml, storeFloorPage, withoutScripts } from './floor-page';
import { printLighthouseReport, type PageBudgetFigures } from './lighthouse-report';
import { medianOf, runLighthouse, type LighthouseRun } from './lighthouse-run';
import { BUDGET_PAGES, LIGHTHOUSE_RESULTS_FILE, LIGHTHOUSE_RUNS, PAGE_TARGETS, type BudgetPage } from './page-budget-config';

/*
 * npm run bench (through scripts/bench.sh, which starts the server with BENCH_FLOOR): Lighthouse's mobile figures
 * of the public pages, each beside its floor, the same page's HTML without scripts served as a static file by the
 * same server. Exits non-zero only when a page could not be measured; the figures are never judged here.
 */

async function measurePage(page: BudgetPage): Promise<PageBudgetFigures> {
  const siteUrl = new URL(page.path, BASE_URL).href;
  const floorUrl = await storeFloorPage(BASE_URL, page.name, withoutScripts(await fetchPageHtml(BASE_URL, page.path)));
  const siteRuns: LighthouseRun[] = [];
  const floorRuns: LighthouseRun[] = [];
  // Alternated, so a burst of other work on the shared machine falls on both sides rather than on one.
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    console.info(`Lighthouse ${page.path}: run ${run} of ${LIGHTHOUSE_RUNS}, the site and its floor…`);
    siteRuns.push(await runLighthouse(siteUrl));
    floorRuns.push(await runLighthouse(floorUrl));
  }
  const site = medianOf(siteRuns);
  const floor = medianOf(floorRuns);
  return { page, siteUrl, floorUrl, site, floor, lcpToFloor: site.lcpMs / floor.lcpMs, siteRuns, floorRuns };
}

async function main(): Promise<number> {
  const measured: PageBudgetFigures[] = [];
  const problems: string[] = [];
  for (const page of BUDGET_PAGES) {
    try {
      measured.push(await measurePage(page));
    } catch (error) {
      problems.push(`${page.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (measured.length > 0) printLighthouseReport(measured);

  const results = { measuredAt: new Date().toISOString(), baseUrl: BASE_URL, runsPerPage: LIGHTHOUSE_RUNS, targets: PAGE_TARGETS, pages: measured, problems };
  writeResults(LIGHTHOUSE_RESULTS_FILE, results);

  for (const problem of problems) console.error(`Not measured: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

runBench('Lighthouse bench', main);
