import { FLOOR_PACKAGES } from './bench-config';
import type { MainThreadFigures } from './main-thread-tasks';
import type { PageFigures } from './page-figures';
import { formatTable, kb, percent } from './text-table';

// Figures only: the machines running this are shared and noisy, so nothing here is compared to a limit.

const ratio = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const milliseconds = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
// Packages under 1 KB gzip are summed in one row of the before-interactive table.
const BY_PACKAGE_SHOWN_BYTES = 1024;
const count = (value: number | null) => (value === null ? 'n/a' : String(value));

export function printPage(page: PageFigures): void {
  console.info(`\n=== ${page.label}: ${page.url} (h1: "${page.heading}")`);
  console.info(
    `JavaScript ${kb(page.jsGzipBytes)} KB gzip in ${page.jsFiles} files (${kb(page.jsRawBytes)} KB raw); ` +
      `CSS ${kb(page.cssGzipBytes)} KB gzip in ${page.cssFiles} files; ${page.requests} requests, ${kb(page.allGzipBytes)} KB gzip in all`,
  );
  console.info(
    `Requests before first contentful paint: ${count(page.requestsBeforeFcp)} ` +
      `(FCP at ${milliseconds(page.firstContentfulPaintMs)}, for information only)`,
  );
  if (page.readyMs !== null) {
    console.info(`Requests before its own figures showed: ${count(page.requestsBeforeReady)} (at ${milliseconds(page.readyMs)}, for information only)`);
  }
  if (page.hydratedMs !== null) {
    console.info(
      `JavaScript before interactive (requested before React owned the page, at ${milliseconds(page.hydratedMs)}): ` +
        `${kb(page.jsBeforeHydratedGzipBytes ?? 0)} KB gzip (target ≤ 250 KB, docs/bench/README.md)`,
    );
  }
  if (page.firstSightLogin) {
    const click = page.firstSightLogin;
    console.info(
      `Log in clicked at first sight (CPU 4× slower, ${click.clickedBeforeHydration ? 'before' : 'after'} hydration) opened the dialog: ` +
        `${click.opened ? `yes, ${milliseconds(click.dialogMs)} after the click` : 'no'}`,
    );
  }
  if (page.mainThread) {
    const { site, floor } = page.mainThread;
    const longest = (figures: typeof site) =>
      `${milliseconds(figures.longestTaskMs)} at ${milliseconds(figures.longestTaskAtMs)} (${figures.longestTaskWhat}), ` +
      `${figures.tasksOver50Ms} tasks over 50 ms, ${milliseconds(figures.blockingMs)} blocking`;
    console.info(
      `Traced load, CPU 4× slower + slow 4G (target: no task over 50 ms, docs/decisions/069): FCP ${milliseconds(site.firstContentfulPaintMs)}, ` +
        `React owned the page at ${milliseconds(site.hydratedMs)}: visible but dead ${milliseconds(site.visibleButDeadMs)}`,
    );
    console.info(`  longest task: ${longest(site)}`);
    console.info(
      `  once the page showed (from FCP): longest task ${milliseconds(site.longestTaskAfterFcpMs)}, ${count(site.tasksOver50MsAfterFcp)} tasks over 50 ms` +
        (site.tasksOver50MsAfterFcpWhat.length > 0 ? `: ${site.tasksOver50MsAfterFcpWhat.join('; ')}` : ''),
    );
    if (floor) console.info(`  its floor (the HTML without scripts): FCP ${milliseconds(floor.firstContentfulPaintMs)}, longest task ${longest(floor)}`);
  }
  const { federation } = page;
  console.info(
    `Federation: ${federation.manifestRequests} manifest requests (${federation.releasePollManifestRequests} of them the release poller's) ` +
      `and ${federation.remoteEntryRequests} remoteEntry requests ` +
      `(${kb(federation.requestGzipBytes)} KB gzip); webpack + federation runtime code ${kb(federation.runtimeCodeGzipBytes)} KB gzip`,
  );
  console.info(
    `Floor (${FLOOR_PACKAGES.join(' + ')}): ${kb(page.floorGzipBytes)} KB gzip; page JavaScript = ${ratio(page.jsToFloorRatio)} the floor`,
  );
  if (page.failedRequests.length > 0) console.info(`Failed requests: ${page.failedRequests.join(', ')}`);

  if (page.jsBeforeHydratedGzipBytes !== null) {
    console.info('\nJavaScript before interactive by package (the first-paint budget, ≤ 250 KB gzip, docs/decisions/069):');
    const before = page.jsBeforeHydratedGzipBytes;
    const shown = page.jsBeforeHydratedByPackage.filter((share) => share.gzipBytes >= BY_PACKAGE_SHOWN_BYTES);
    const rest = page.jsBeforeHydratedByPackage.filter((share) => share.gzipBytes < BY_PACKAGE_SHOWN_BYTES);
    const beforeRows = shown.map((share) => [share.package, kb(share.gzipBytes), percent(share.gzipBytes, before)]);
    const restBytes = rest.reduce((total, share) => total + share.gzipBytes, 0);
    beforeRows.push([`(${rest.length} packages under 1 KB)`, kb(restBytes), percent(restBytes, before)]);
    beforeRows.push(['total', kb(before), percent(before, before)]);
    console.info(formatTable(['package', 'gzip KB', 'share'], beforeRows));
  }

  console.info('\nJavaScript by package (gzip of each file shared out by the raw bytes its source map gives each package):');
  const rows = page.jsByPackage.map((share) => [share.package, kb(share.gzipBytes), percent(share.gzipBytes, page.jsGzipBytes), kb(share.rawBytes)]);
  rows.push(['total', kb(page.jsGzipBytes), percent(page.jsGzipBytes, page.jsGzipBytes), kb(page.jsRawBytes)]);
  console.info(formatTable(['package', 'gzip KB', 'share', 'raw KB'], rows));
}

export function printSummary(pages: PageFigures[], oneLinePage: MainThreadFigures[]): void {
  const row = (name: string, cell: (page: PageFigures) => string) => [name, ...pages.map(cell)];
  console.info('\n=== Summary (KB = 1024 bytes, gzip level 9 of each body)');
  console.info(
    formatTable(
      ['', ...pages.map((page) => page.label)],
      [
        row('JavaScript gzip KB', (page) => kb(page.jsGzipBytes)),
        row('  of it before interactive', (page) => (page.jsBeforeHydratedGzipBytes === null ? '-' : kb(page.jsBeforeHydratedGzipBytes))),
        row('JavaScript files', (page) => String(page.jsFiles)),
        row('visible but dead (4× CPU, slow 4G)', (page) => (page.mainThread ? milliseconds(page.mainThread.site.visibleButDeadMs) : '-')),
        row('longest task (4× CPU, slow 4G)', (page) => (page.mainThread ? milliseconds(page.mainThread.site.longestTaskMs) : '-')),
        row('  its floor', (page) => (page.mainThread?.floor ? milliseconds(page.mainThread.floor.longestTaskMs) : '-')),
        row('tasks over 50 ms', (page) => (page.mainThread ? String(page.mainThread.site.tasksOver50Ms) : '-')),
        row('  its floor', (page) => (page.mainThread?.floor ? String(page.mainThread.floor.tasksOver50Ms) : '-')),
        row('longest task after FCP', (page) => (page.mainThread ? milliseconds(page.mainThread.site.longestTaskAfterFcpMs) : '-')),
        row('  tasks over 50 ms after FCP', (page) => (page.mainThread ? count(page.mainThread.site.tasksOver50MsAfterFcp) : '-')),
        row('Log in at first sight opened', (page) =>
          page.firstSightLogin ? `${page.firstSightLogin.opened ? 'yes' : 'no'} (${page.firstSightLogin.clickedBeforeHydration ? 'before' : 'after'} hydr.)` : '-',
        ),
        row('CSS gzip KB', (page) => kb(page.cssGzipBytes)),
        row(`floor gzip KB (${FLOOR_PACKAGES.join(' + ')})`, (page) => kb(page.floorGzipBytes)),
        row('JavaScript / floor', (page) => ratio(page.jsToFloorRatio)),
        row('all responses gzip KB', (page) => kb(page.allGzipBytes)),
        row('requests', (page) => String(page.requests)),
        row('requests before FCP', (page) => count(page.requestsBeforeFcp)),
        row('requests before its figures', (page) => (page.readyMs === null ? '-' : count(page.requestsBeforeReady))),
        row('FCP (information only)', (page) => milliseconds(page.firstContentfulPaintMs)),
        row('manifest requests', (page) => String(page.federation.manifestRequests)),
        row('  of which release poller', (page) => String(page.federation.releasePollManifestRequests)),
        row('remoteEntry requests', (page) => String(page.federation.remoteEntryRequests)),
        row('runtime code gzip KB', (page) => kb(page.federation.runtimeCodeGzipBytes)),
      ],
    ),
  );
  if (oneLinePage.length > 0) {
    const longest = oneLinePage.map((figures) => Math.round(figures.longestTaskMs)).sort((a, b) => a - b);
    console.info(
      `A one-line page, no stylesheet, no script (${oneLinePage.length} runs, same trace): longest task ${longest.join(', ')} ms, ` +
        'the browser committing the navigation: the least any page costs (docs/decisions/069).',
    );
  }
}
