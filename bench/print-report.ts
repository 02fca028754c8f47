import { FLOOR_PACKAGES } from './bench-config';
import type { PageFigures } from './page-figures';
import { formatTable, kb, percent } from './text-table';

// Figures only: the machines running this are shared and noisy, so nothing here is compared to a limit.

const ratio = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const milliseconds = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
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

  console.info('\nJavaScript by package (gzip of each file shared out by the raw bytes its source map gives each package):');
  const rows = page.jsByPackage.map((share) => [share.package, kb(share.gzipBytes), percent(share.gzipBytes, page.jsGzipBytes), kb(share.rawBytes)]);
  rows.push(['total', kb(page.jsGzipBytes), percent(page.jsGzipBytes, page.jsGzipBytes), kb(page.jsRawBytes)]);
  console.info(formatTable(['package', 'gzip KB', 'share', 'raw KB'], rows));
}

export function printSummary(pages: PageFigures[]): void {
  const row = (name: string, cell: (page: PageFigures) => string) => [name, ...pages.map(cell)];
  console.info('\n=== Summary (KB = 1024 bytes, gzip level 9 of each body)');
  console.info(
    formatTable(
      ['', ...pages.map((page) => page.label)],
      [
        row('JavaScript gzip KB', (page) => kb(page.jsGzipBytes)),
        row('  of it before interactive', (page) => (page.jsBeforeHydratedGzipBytes === null ? '-' : kb(page.jsBeforeHydratedGzipBytes))),
        row('JavaScript files', (page) => String(page.jsFiles)),
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
}
