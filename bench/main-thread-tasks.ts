import type { Browser } from 'playwright-core';
import { NAVIGATION_TIMEOUT_MS } from './bench-config';
import { HYDRATED_AT, RECORD_INTERACTIVE } from './load-page';

/*
 * Product issue "pages that work the moment they show", items 3 and 6 (docs/decisions/069): one more cold load of
 * a public page as a phone sees it (DevTools' 4× CPU slowdown and Lighthouse's "slow 4G" network), recorded as a
 * Chromium performance trace. From it: the longest main-thread task (the target is none over 50 ms), how many
 * tasks went over 50 ms, and how long the page looked ready while React did not own it ("visible but dead": from
 * first contentful paint to hydration). The same load of the page's static floor (its HTML without scripts) runs
 * beside it, so a figure of the site reads against what the HTML and CSS cost alone.
 */

export interface MainThreadFigures {
  firstContentfulPaintMs: number | null;
  /** When React owned `main h1`; null for a page without scripts (the floor) or when it never did. */
  hydratedMs: number | null;
  /** hydratedMs − firstContentfulPaintMs: the page showed and did nothing (the early script holds clicks, 059). */
  visibleButDeadMs: number | null;
  longestTaskMs: number;
  /** What the longest task ran, from its biggest traced child (a script's URL, a parse, a style recalculation). */
  longestTaskWhat: string;
  /** Milliseconds from navigation start to the longest task's start. */
  longestTaskAtMs: number;
  tasksOver50Ms: number;
  /** Main-thread time in tasks over 50 ms beyond their first 50 ms: total blocking time, as Lighthouse counts it. */
  blockingMs: number;
  /**
   * The longest task that started once the page showed (first contentful paint), and how many such tasks went
   * over 50 ms: what can hold up a person's first click. The tasks before it are the browser's own first commit,
   * style and layout of the HTML, which the floor and a one-line page have too (docs/decisions/069). Null without
   * a first contentful paint.
   */
  longestTaskAfterFcpMs: number | null;
  /** What each task over 50 ms after first contentful paint ran (as `longestTaskWhat`), with its duration. */
  tasksOver50MsAfterFcpWhat: string[];
  tasksOver50MsAfterFcp: number | null;
}

const CPU_SLOWDOWN = 4;
// Lighthouse's "slow 4G" (its mobile throttling): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const LONG_TASK_MS = 50;
// What the tracing of DevTools' performance panel records on the main thread.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'];
// Work that may follow hydration on its own (the shell's idle-time extras) is inside the window too.
const AFTER_HYDRATION_MS = 3_000;

// Strings, not functions: tsx's keepNames would wrap a function in a helper the page does not have (load-page.ts).
// Hydration is read as a page load reads it (load-page.ts HYDRATED_AT: the main heading carries a React fiber).
// Observed from the start (buffered) and read again once the page has loaded; either may miss it on a loaded machine.
const FCP_AT = `new Promise((resolve) => {
  const entry = () => performance.getEntriesByName('first-contentful-paint')[0];
  if (entry()) return resolve(entry().startTime);
  new PerformanceObserver(() => entry() && resolve(entry().startTime)).observe({ type: 'paint', buffered: true });
})`;
const READ_FCP = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; frame?: string; functionName?: string } };
}

function isTraceEvent(value: unknown): value is TraceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { name, ph, pid, tid, ts } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof ph === 'string' && typeof pid === 'number' && typeof tid === 'number' && typeof ts === 'number';
}

const shortUrl = (url: string) => {
  try {
    return new URL(url).pathname.replace(/^.*\/(?=[^/]+\/[^/]+$)/, '…/');
  } catch {
    return url;
  }
};

/** Names what a task did after its biggest child event, which is what a reader of the trace would click on. */
function describe(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const children = events.filter((event) => event !== task && event.pid === task.pid && event.tid === task.tid && event.ts >= task.ts && event.ts < end && event.dur);
  const named = children
    .filter((event) => event.args?.data?.url || event.name === 'ParseHTML' || event.name === 'UpdateLayoutTree' || event.name === 'Layout')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!named) return children.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]?.name ?? task.name;
  const url = named.args?.data?.url;
  return url ? `${named.name} ${shortUrl(url)}` : named.name;
}

export function mainThreadFiguresOf(
  trace: unknown,
  navigationStartTs: number | null,
  firstContentfulPaintMs: number | null,
): Pick<MainThreadFigures, 'longestTaskMs' | 'longestTaskWhat' | 'longestTaskAtMs' | 'tasksOver50Ms' | 'blockingMs' | 'longestTaskAfterFcpMs' | 'tasksOver50MsAfterFcp' | 'tasksOver50MsAfterFcpWhat'> {
  const raw = (trace as { traceEvents?: unknown[] } | null)?.traceEvents ?? [];
  const events = raw.filter(isTraceEvent);
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const durationMs = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  const longest = tasks.reduce<TraceEvent | null>((best, task) => (best === null || durationMs(task) > durationMs(best) ? task : best), null);
  const long = tasks.filter((task) => durationMs(task) > LONG_TASK_MS);
  const origin = navigationStartTs ?? tasks[0]?.ts ?? 0;
  const afterFcp = firstContentfulPaintMs === null ? null : tasks.filter((task) => (task.ts - origin) / 1000 >= firstContentfulPaintMs);
  return {
    longestTaskAfterFcpMs: afterFcp === null ? null : afterFcp.reduce((longestMs, task) => Math.max(longestMs, durationMs(task)), 0),
    tasksOver50MsAfterFcp: afterFcp === null ? null : afterFcp.filter((task) => durationMs(task) > LONG_TASK_MS).length,
    tasksOver50MsAfterFcpWhat: (afterFcp ?? [])
      .filter((task) => durationMs(task) > LONG_TASK_MS)
      .map((task) => `${Math.round(durationMs(task))} ms at ${Math.round((task.ts - origin) / 1000)} ms (${describe(task, events)})`),
    longestTaskMs: longest ? durationMs(longest) : 0,
    longestTaskWhat: longest ? describe(longest, events) : 'n/a',
    longestTaskAtMs: longest ? (longest.ts - origin) / 1000 : 0,
    tasksOver50Ms: long.length,
    blockingMs: long.reduce((total, task) => total + durationMs(task) - LONG_TASK_MS, 0),
  };
}

/** The trace's navigationStart of the page's main frame, for task times relative to it. */
function navigationStartOf(trace: unknown, url: string): number | null {
  const raw = (trace as { traceEvents?: unknown[] } | null)?.traceEvents ?? [];
  const starts = raw
    .filter(isTraceEvent)
    .filter((event) => event.name === 'navigationStart' && (event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url);
  return starts[0]?.ts ?? null;
}

/** One cold, throttled, traced load of `url`; `scripted` false for the floor, which has no React to wait for. */
export async function traceMainThread(browser: Browser, url: string, scripted: boolean): Promise<MainThreadFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_INTERACTIVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let hydratedMs: number | null = null;
    let firstContentfulPaintMs: number | null = null;
    let trace: unknown;
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: NAVIGATION_TIMEOUT_MS });
      let observedFcp: number | null = null;
      page.evaluate(FCP_AT).then(
        (value) => {
          if (typeof value === 'number') observedFcp = value;
        },
        () => undefined,
      );
      // A page that never hydrates within the navigation timeout is reported as such (null), not waited on forever.
      if (scripted) {
        const hydrated: unknown = await Promise.race([page.evaluate(HYDRATED_AT), page.waitForTimeout(NAVIGATION_TIMEOUT_MS).then(() => null)]);
        hydratedMs = typeof hydrated === 'number' ? hydrated : null;
      }
      await page.waitForLoadState('load', { timeout: NAVIGATION_TIMEOUT_MS });
      await page.waitForTimeout(AFTER_HYDRATION_MS);
      const paint: unknown = await page.evaluate(READ_FCP);
      firstContentfulPaintMs = typeof paint === 'number' ? paint : observedFcp;
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    }
    const figures = mainThreadFiguresOf(trace, navigationStartOf(trace, url), firstContentfulPaintMs);
    return {
      firstContentfulPaintMs,
      hydratedMs,
      visibleButDeadMs: hydratedMs !== null && firstContentfulPaintMs !== null ? Math.max(0, hydratedMs - firstContentfulPaintMs) : null,
      ...figures,
    };
  } finally {
    await context.close();
  }
}

/**
 * The yardstick below every floor: a page of one line, no stylesheet and no script. Its longest task is the
 * browser's own work of committing a navigation in a fresh tab (under the same 4× slowdown), which no page can go
 * below; the target of no task over 50 ms reads against it (docs/decisions/069).
 */
export const ONE_LINE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One line</title></head><body><p>One line.</p></body></html>';
