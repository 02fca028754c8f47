import type { FirstSightClick } from './first-sight-click';
import type { MainThreadFigures } from './main-thread-tasks';
import { FLOOR_PACKAGES, type BenchPage } from './bench-config';
import type { PageLoad, RecordedResponse } from './load-page';
import { WEBPACK_RUNTIME } from './package-of-source';
import { splitScriptsByPackage, type PackageShare } from './split-by-package';

/** Everything measured on one page; this is also what bench-results/page-weight.json holds per page. */
export interface PageFigures {
  label: string;
  url: string;
  heading: string;
  requests: number;
  failedRequests: string[];
  allGzipBytes: number;
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
  jsByPackage: PackageShare[];
  /** react + react-dom gzip bytes out of this page's split. */
  floorGzipBytes: number;
  jsToFloorRatio: number | null;
  firstContentfulPaintMs: number | null;
  requestsBeforeFcp: number | null;
  /** Pages with a readySelector (the signed-in overview): when its own content showed, and the requests before. */
  readyMs: number | null;
  requestsBeforeReady: number | null;
  /**
   * Public pages: when React owned the server's HTML, and the JavaScript requested before (the page budget,
   * docs/bench/README.md).
   */
  hydratedMs: number | null;
  jsBeforeHydratedGzipBytes: number | null;
  /** The same JavaScript split by package (docs/decisions/069: what the first paint does not need loads on use). */
  jsBeforeHydratedByPackage: PackageShare[];
  /**
   * Public pages: a throttled, traced load (4× CPU, slow 4G) of the page and of its static floor: the longest
   * main-thread task and the visible-but-dead time (main-thread-tasks.ts).
   */
  mainThread?: { site: MainThreadFigures; floor: MainThreadFigures | null };
  /** Public pages: whether "Log in" clicked the moment it showed opened the dialog (first-sight-click.ts). */
  firstSightLogin?: FirstSightClick;
  federation: {
    manifestRequests: number;
    /** Of those, the release poller's cache-busted checks (`?t=<time>`) rather than federation's loads. */
    releasePollManifestRequests: number;
    remoteEntryRequests: number;
    /** Transfer of the manifests and remoteEntry files themselves. */
    requestGzipBytes: number;
    /** Webpack's and federation's runtime code wherever it sits: (webpack runtime) and @module-federation/*. */
    runtimeCodeGzipBytes: number;
  };
  responses: Omit<RecordedResponse, 'body'>[];
}

const isManifest = (url: string) => new URL(url).pathname.endsWith('/mf-manifest.json');
// The shell's release poller adds `t=<Date.now()>` to each manifest URL to get past caches.
const isReleasePoll = (url: string) => new URL(url).searchParams.has('t');
const isRemoteEntry = (url: string) => /\/remoteEntry(\.[\w-]+)?\.js$/.test(new URL(url).pathname);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function pageFigures(page: BenchPage, url: string, load: PageLoad): Promise<PageFigures> {
  const { responses } = load;
  const scripts = responses.filter((response) => response.type === 'script');
  const stylesheets = responses.filter((response) => response.type === 'stylesheet');
  const federationFiles = responses.filter((response) => isManifest(response.url) || isRemoteEntry(response.url));
  const jsByPackage = await splitScriptsByPackage(scripts);
  const scriptsBeforeHydrated = load.hydratedMs === null ? [] : scripts.filter((script) => load.urlsBeforeHydrated.includes(script.url));
  const jsGzipBytes = sum(scripts.map((script) => script.gzipBytes));
  const floorGzipBytes = sum(jsByPackage.filter((share) => FLOOR_PACKAGES.includes(share.package)).map((share) => share.gzipBytes));
  const runtimeShares = jsByPackage.filter((share) => share.package === WEBPACK_RUNTIME || share.package.startsWith('@module-federation/'));

  return {
    label: page.label,
    url,
    heading: load.heading,
    requests: responses.length,
    failedRequests: load.failedRequests,
    allGzipBytes: sum(responses.map((response) => response.gzipBytes)),
    jsFiles: scripts.length,
    jsRawBytes: sum(scripts.map((script) => script.rawBytes)),
    jsGzipBytes,
    cssFiles: stylesheets.length,
    cssGzipBytes: sum(stylesheets.map((stylesheet) => stylesheet.gzipBytes)),
    jsByPackage,
    floorGzipBytes,
    jsToFloorRatio: floorGzipBytes > 0 ? jsGzipBytes / floorGzipBytes : null,
    firstContentfulPaintMs: load.firstContentfulPaintMs,
    requestsBeforeFcp: load.requestsBeforeFcp,
    readyMs: load.readyMs,
    requestsBeforeReady: load.requestsBeforeReady,
    hydratedMs: load.hydratedMs,
    jsBeforeHydratedGzipBytes: load.hydratedMs === null ? null : sum(scriptsBeforeHydrated.map((script) => script.gzipBytes)),
    jsBeforeHydratedByPackage: await splitScriptsByPackage(scriptsBeforeHydrated),
    federation: {
      manifestRequests: federationFiles.filter((response) => isManifest(response.url)).length,
      releasePollManifestRequests: federationFiles.filter((response) => isManifest(response.url) && isReleasePoll(response.url)).length,
      remoteEntryRequests: federationFiles.filter((response) => isRemoteEntry(response.url)).length,
      requestGzipBytes: sum(federationFiles.map((response) => response.gzipBytes)),
      runtimeCodeGzipBytes: sum(runtimeShares.map((share) => share.gzipBytes)),
    },
    responses: responses.map(({ body: _body, ...kept }) => kept),
  };
}
