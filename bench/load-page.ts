import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { NAVIGATION_TIMEOUT_MS, type BenchPage } from './bench-config';
import { signInThroughCode } from './sign-in';
import { WINDOW_EVENTS } from 'shared-contracts';

export type ResourceType = 'script' | 'stylesheet' | 'document' | 'fetch' | 'other';

export interface RecordedResponse {
  url: string;
  status: number;
  type: ResourceType;
  /** Decoded body: what the server sent, before any content-encoding, which it may or may not apply. */
  rawBytes: number;
  /** The body gzipped at level 9 here, so sizes compare across servers whatever they compress. */
  gzipBytes: number;
  /** Kept in memory for the source-map split; never written to the results file. */
  body: Buffer | null;
}

export interface PageLoad {
  responses: RecordedResponse[];
  /** Text of the first `<h1>`: shows the page rendered what it should, not an error page. */
  heading: string;
  /** Milliseconds from navigation start, or null when Chromium recorded no first contentful paint. */
  firstContentfulPaintMs: number | null;
  /** Resource Timing entries started before first contentful paint, plus the document. */
  requestsBeforeFcp: number | null;
  /** With the page's readySelector: milliseconds until it showed, and the requests started before (plus the document). */
  readyMs: number | null;
  requestsBeforeReady: number | null;
  /**
   * Milliseconds until React owned the page's main heading (hydration reached it: "interactive" in the page budget's
   * budget), and the URLs requested before; null for a page the browser rendered itself.
   */
  hydratedMs: number | null;
  urlsBeforeHydrated: string[];
  failedRequests: string[];
}

function resourceTypeOf(response: Response): ResourceType {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet' || type === 'document') return type;
  if (type === 'fetch' || type === 'xhr') return 'fetch';
  return 'other';
}

async function record(response: Response): Promise<RecordedResponse> {
  // Redirects have no body to read; they still count as requests.
  const body = await response.body().catch(() => null);
  return {
    url: response.url(),
    status: response.status(),
    type: resourceTypeOf(response),
    rawBytes: body?.length ?? 0,
    gzipBytes: body ? gzipSync(body, { level: 9 }).length : 0,
    body,
  };
}

/*
 * The in-page code is passed as strings, not functions: tsx compiles this file with esbuild's keepNames,
 * which wraps functions in a `__name` helper that does not exist inside the page.
 */
// Room for every resource of a federated page (the default buffer keeps 250 and drops the rest).
const ENLARGE_RESOURCE_BUFFER = 'performance.setResourceTimingBufferSize(10000)';
const HAS_FCP = "performance.getEntriesByName('first-contentful-paint').length > 0";
// Read as soon as Playwright sees the figure (it polls every animation frame): a few milliseconds late at most.
const READ_NOW = 'performance.now()';
const READ_PAINT_TIMING = `({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
})`;
// The moment React has taken over the server's HTML: the main heading carries a fiber (as e2e's waitForHydration
// reads it). A page with no server render (an empty root) counts from when its heading shows.
// Read two ways, the earlier that holds wins:
// - at the shell's `pageInteractive` event (WINDOW_EVENTS, sent from the last effect of its first commit,
//   docs/decisions/059), recorded by an init script, if the heading was React's by then. Exact: what the page asks
//   for once interactive (mfe-auth's dialogs, Chakra's scope) is asked for after this moment. Polling alone put
//   those requests "before interactive" whenever the next animation frame came late (a loaded machine: `/` read
//   367.8 KB one run and 245.9 KB the next, same build);
// - polled on every animation frame inside the page otherwise (a page whose heading hydrates after the shell's
//   first commit, behind a Suspense boundary). Playwright's waitForFunction would evaluate a string, which the
//   site's CSP refuses. The traced, throttled load of main-thread-tasks.ts waits on the same one.
const INTERACTIVE_MARK = '__benchPageInteractive';
const headingOwned = "Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$'))";
export const RECORD_INTERACTIVE = `window.addEventListener(${JSON.stringify(WINDOW_EVENTS.pageInteractive)}, () => {
  if (${headingOwned}) window.${INTERACTIVE_MARK} = performance.now();
}, { once: true, capture: true })`;
export const HYDRATED_AT = `new Promise((resolve) => {
  const check = () => {
    if (typeof window.${INTERACTIVE_MARK} === 'number') resolve(window.${INTERACTIVE_MARK});
    else if (${headingOwned}) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

interface PaintTiming {
  fcp: number | null;
  resources: { url: string; start: number }[];
}

function isPaintTiming(value: unknown): value is PaintTiming {
  if (typeof value !== 'object' || value === null) return false;
  const { fcp, resources } = value as Record<string, unknown>;
  return (
    (fcp === null || typeof fcp === 'number') &&
    Array.isArray(resources) &&
    resources.every((entry: { url?: unknown; start?: unknown }) => typeof entry.url === 'string' && typeof entry.start === 'number')
  );
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads one page in a fresh context (cold cache, no cookies), waits for the network to settle and for the
 * page's `<h1>`, and returns every response with its size and the paint timing.
 */
export async function loadPage(browser: Browser, url: string, benchPage: Pick<BenchPage, 'signedIn' | 'readySelector'> = {}): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    if (benchPage.signedIn) {
      // The context's request client shares its cookies: the page opens with the session, as after a sign-in.
      await signInThroughCode(async (path, data) => {
        const response = await context.request.post(new URL(path, url).href, { data });
        const setCookies = response.headersArray().flatMap((header) => (header.name.toLowerCase() === 'set-cookie' ? [header.value] : []));
        return { status: response.status(), body: await response.json().catch(() => null), setCookies };
      });
    }
    const page = await context.newPage();
    await page.addInitScript(ENLARGE_RESOURCE_BUFFER);
    await page.addInitScript(RECORD_INTERACTIVE);
    const recording: Promise<RecordedResponse>[] = [];
    const failedRequests: string[] = [];
    page.on('response', (response) => recording.push(record(response)));
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`));

    // The moment the page is ready (its readySelector) or hydrated is read as it happens, then the network is
    // let settle.
    let readyAt: number | null = null;
    let hydratedAt: number | null = null;
    await page.goto(url, { waitUntil: 'commit', timeout: NAVIGATION_TIMEOUT_MS });
    if (benchPage.readySelector) {
      await page.locator(benchPage.readySelector).first().waitFor({ state: 'visible', timeout: NAVIGATION_TIMEOUT_MS });
      readyAt = Number(await page.evaluate(READ_NOW));
    } else {
      hydratedAt = Number(await withTimeout(page.evaluate(HYDRATED_AT), NAVIGATION_TIMEOUT_MS, `${url} never hydrated`));
    }
    await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT_MS });
    const heading = page.locator('h1').first();
    await heading.waitFor({ state: 'visible', timeout: NAVIGATION_TIMEOUT_MS });
    // The paint entry is queued just after the paint; a short grace avoids reading it a moment too early.
    await page.waitForFunction(HAS_FCP, undefined, { timeout: 5_000 }).catch(() => undefined);

    const timing: unknown = await page.evaluate(READ_PAINT_TIMING);
    if (!isPaintTiming(timing)) throw new Error(`Unexpected paint timing from the page: ${JSON.stringify(timing)}`);
    const responses = await Promise.all(recording);
    const fcp = timing.fcp;
    const starts = timing.resources.map((entry) => entry.start);
    return {
      responses,
      heading: (await heading.innerText()).trim(),
      firstContentfulPaintMs: fcp,
      requestsBeforeFcp: fcp === null ? null : starts.filter((start) => start < fcp).length + 1,
      readyMs: readyAt,
      requestsBeforeReady: readyAt === null ? null : starts.filter((start) => start < readyAt).length + 1,
      hydratedMs: hydratedAt,
      urlsBeforeHydrated: hydratedAt === null ? [] : [url, ...timing.resources.filter((entry) => entry.start < hydratedAt).map((entry) => entry.url)],
      failedRequests,
    };
  } finally {
    await context.close();
  }
}
