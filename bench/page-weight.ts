import { chromium } from 'playwright-core';
import { runBench, writeResults } from './bench-run';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, PAGES, RESULTS_FILE } from './bench-config';
import { firstSightLoginClick } from './first-sight-click';
import { fetchPageHtml, storeFloorPage, withoutScripts } from './floor-page';
import { ONE_LINE_PAGE, traceMainThread, type MainThreadFigures } from './main-thread-tasks';
import { loadPage } from './load-page';
import { pageFigures, type PageFigures } from './page-figures';
import { printPage, printSummary } from './print-report';

/*
 * npm run bench (through scripts/bench.sh, which starts the server): how much each page makes a cold
 * browser download, by package, and how that compares with React alone measured in the same run.
 * Exits non-zero only when a page could not be measured at all; sizes are never judged here.
 */

const ONE_LINE_RUNS = 3;

async function main(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const measured: PageFigures[] = [];
  const problems: string[] = [];
  try {
    for (const page of PAGES) {
      const url = new URL(page.path, BASE_URL).href;
      try {
        const figures = await pageFigures(page, url, await loadPage(browser, url, page));
        // Public pages: "Log in" clicked the moment it shows, on a slowed CPU (docs/decisions/059).
        if (!page.signedIn && !page.withoutLogIn) figures.firstSightLogin = await firstSightLoginClick(browser, url);
        // Public pages: the longest main-thread task and the visible-but-dead time, beside the floor's (069).
        if (!page.signedIn) {
          const floorUrl = page.floorName ? await storeFloorPage(BASE_URL, page.floorName, withoutScripts(await fetchPageHtml(BASE_URL, page.path))) : null;
          figures.mainThread = {
            site: await traceMainThread(browser, url, true),
            floor: floorUrl ? await traceMainThread(browser, floorUrl, false) : null,
          };
        }
        printPage(figures);
        measured.push(figures);
        if (figures.requestsBeforeFcp === null) problems.push(`${page.label}: Chromium recorded no first contentful paint`);
      } catch (error) {
        problems.push(`${page.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // The one-line page, three times (its commit task varies by tens of milliseconds): the least any page costs.
    const oneLinePage: MainThreadFigures[] = [];
    try {
      const oneLineUrl = await storeFloorPage(BASE_URL, 'one-line', ONE_LINE_PAGE);
      for (let run = 0; run < ONE_LINE_RUNS; run += 1) oneLinePage.push(await traceMainThread(browser, oneLineUrl, false));
    } catch (error) {
      problems.push(`one-line page: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (measured.length > 0) printSummary(measured, oneLinePage);

    const results = { measuredAt: new Date().toISOString(), baseUrl: BASE_URL, chromium: browser.version(), pages: measured, oneLinePage, problems };
    writeResults(RESULTS_FILE, results);
  } finally {
    await browser.close();
  }

  for (const problem of problems) console.error(`Not measured: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

runBench('bench', main);
