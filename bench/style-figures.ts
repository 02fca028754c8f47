/*
 * The figures docs/decisions/060 compares style engines by, for one page of a running site: JS and CSS requested
 * (gzip of each file's bytes), emotion rules in <head> after hydration, when the page hydrated, style recalculation
 * and layout time and main-thread task time (Chrome DevTools Protocol metrics), under a 4× CPU throttle in
 * Debian's Chromium. Medians of several runs, each run's figure listed.
 *
 *   npx tsx bench/style-figures.ts http://127.0.0.1:3116/faq [runs]
 *
 * "Hydrated" is when `main h1`, `header` and `footer` all carry React fibers (the shell's and the page's roots).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';

interface Run {
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  cssFiles: number;
  emotionRules: number;
  hydratedMs: number;
  recalcMs: number;
  layoutMs: number;
  taskMs: number;
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const bodies: Promise<{ kind: 'js' | 'css'; bytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response
          .body()
          .then((body) => ({ kind: type === 'script' ? ('js' as const) : ('css' as const), bytes: gzipSync(body).length }))
          .catch(() => ({ kind: 'js' as const, bytes: 0 })),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () =>
        ['main h1', 'header', 'footer'].every((selector) => {
          const node = document.querySelector(selector);
          return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
        }),
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    const hydratedMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1500);
    const emotionRules = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion]')].reduce((total, style) => total + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0),
    );
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
    const files = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css') => files.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
    return {
      jsGzip: sum('js'),
      jsFiles: files.filter((file) => file.kind === 'js').length,
      cssGzip: sum('css'),
      cssFiles: files.filter((file) => file.kind === 'css').length,
      emotionRules,
      hydratedMs: Math.round(hydratedMs),
      recalcMs: Math.round(metric('RecalcStyleDuration')),
      layoutMs: Math.round(metric('LayoutDuration')),
      taskMs: Math.round(metric('TaskDuration')),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const url = process.argv[2];
  const runs = Number(process.argv[3] ?? 5);
  if (!url) throw new Error('usage: tsx bench/style-figures.ts <url> [runs]');
  // One warm-up load: the server renders each page once before it caches the render's inputs.
  await measure(url);
  const results: Run[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await measure(url));
  const keys = Object.keys(results[0]!) as (keyof Run)[];
  for (const key of keys) {
    const values = results.map((result) => result[key]);
    console.info(`${key.padEnd(13)} median ${String(median(values)).padStart(8)}  [${values.join(', ')}]`);
  }
}

void main();
