import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench-config';

/** Lighthouse's figures of one run on one URL; also what bench-results/lighthouse.json holds per run. */
export interface LighthouseRun {
  /** The performance category, 0 to 100. */
  performanceScore: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The element Lighthouse took as the largest paint, to see what LCP measured (text, not an error page). */
  lcpElement: string | null;
  /** Lighthouse's measure of this machine's CPU (its simulation scales by it): a busy machine shows lower. */
  benchmarkIndex: number | null;
}

/** The part of a Lighthouse result's audits read here (by structure: the bench is CommonJS, Lighthouse ES only). */
type Audits = Record<string, { numericValue?: number | undefined; details?: unknown } | undefined>;

const numericValue = (audits: Audits, audit: string, url: string): number => {
  const value = audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${url}`);
  return value;
};

/** The first node snippet anywhere in an audit's details (a table of tables, whose shape varies by audit). */
function firstSnippet(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstSnippet(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return typeof record.snippet === 'string' ? record.snippet : firstSnippet(Object.values(record));
}

const lcpElementOf = (audits: Audits) => firstSnippet(audits['largest-contentful-paint-element']?.details ?? null);

/** A run ends in one of these at most this many times in a row before the page counts as not measured. */
const LIGHTHOUSE_ATTEMPTS = 3;
/** Runtime errors Lighthouse itself says a new run may not have ("Please run Lighthouse again"). */
const RETRIED_RUNTIME_ERRORS = new Set(['NO_NAVSTART']);
class RetriedRuntimeError extends Error {}

/**
 * One Lighthouse run of the performance category with its default settings: mobile (a Moto G Power's screen),
 * throttling simulated (slow 4G, CPU slowed 4×) from the page's load as traced here. A fresh Chromium each run,
 * so no run finds another's cache or compiled code. Debian's Chromium (tooling/chromium.cjs), never a download.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      // Lighthouse's own advice for a trace without a navigation start: seen a few times in the ~60 runs of bench
      // runs 11 and 12, on floor pages and on a site page. Another fault, or the third in a row, is reported.
      if (!(error instanceof RetriedRuntimeError) || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.info(`Lighthouse ${url}: ${error.message}; running it again (attempt ${attempt + 1} of ${LIGHTHOUSE_ATTEMPTS})`);
    }
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  // ES modules only, and the bench is CommonJS (tsx): imported, not required.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], logLevel: 'error' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: 'simulate' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audits: Audits = lhr.audits;
    if (lhr.runtimeError) {
      const message = `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw RETRIED_RUNTIME_ERRORS.has(lhr.runtimeError.code) ? new RetriedRuntimeError(message) : new Error(message);
    }
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url} (${lhr.runWarnings.join('; ')})`);
    return {
      performanceScore: Math.round(score * 100),
      lcpMs: numericValue(audits, 'largest-contentful-paint', url),
      tbtMs: numericValue(audits, 'total-blocking-time', url),
      cls: numericValue(audits, 'cumulative-layout-shift', url),
      fcpMs: numericValue(audits, 'first-contentful-paint', url),
      lcpElement: lcpElementOf(audits),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure on its own (not the figures of the median run), as the issue asks. */
export function medianOf(runs: LighthouseRun[]): Omit<LighthouseRun, 'lcpElement' | 'benchmarkIndex'> {
  const median = (pick: (run: LighthouseRun) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    if (values.length === 0) return Number.NaN;
    return values.length % 2 === 1 ? (values[middle] ?? Number.NaN) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
  };
  return {
    performanceScore: median((run) => run.performanceScore),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    fcpMs: median((run) => run.fcpMs),
  };
}
