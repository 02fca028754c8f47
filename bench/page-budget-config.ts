import path from 'node:path';
import type { LoadSettings } from './api-config';
import { ROOT } from './bench-config';

/**
 * The page budget (docs/bench/README.md): Lighthouse's mobile figures of the public pages beside their floor, and
 * how fast the server renders a page beside how fast it serves a file. scripts/bench.sh starts the server.
 */

export const LIGHTHOUSE_RESULTS_FILE = path.join(ROOT, 'bench-results', 'lighthouse.json');
export const RENDER_RESULTS_FILE = path.join(ROOT, 'bench-results', 'render-throughput.json');

/** The floor pages' address on the bench's server (BENCH_FLOOR=true, server/src/routes/bench-floor-pages.ts). */
export const FLOOR_PAGES_PATH = '/api/bench/floor-pages';

export interface BudgetPage {
  /** Column heading, and the floor page's file name (`<name>.html`). */
  name: string;
  path: string;
}

export const BUDGET_PAGES: BudgetPage[] = [
  { name: 'home', path: '/' },
  { name: 'faq', path: '/faq' },
  { name: 'dealers', path: '/dealers' },
];

/**
 * Lighthouse's default (mobile) settings, throttling simulated: its figures then depend on the page and the
 * throttling model more than on this machine's load. The median of each figure over the runs, as Lighthouse's
 * own docs advise for variance.
 */
export const LIGHTHOUSE_RUNS = 3;

/**
 * The page budget's targets (docs/bench/README.md). Printed beside the figures, never enforced (shared, noisy
 * machine).
 */
export const PAGE_TARGETS = {
  maxLcpToFloor: 1.3,
  minPerformanceScore: 95,
  maxTbtMs: 200,
  maxCls: 0.05,
};

/** The page the render throughput is measured on: public, so one render serves every visitor. */
export const RENDER_PAGE = BUDGET_PAGES.find((page) => page.path === '/faq') ?? { name: 'faq', path: '/faq' };

/*
 * An address the server renders but never keeps (a token's page, decision 027): each request a fresh token of
 * the route's alphabet ([A-Za-z0-9_-], 16 to 256 characters), so each one is a render.
 */
export const UNCACHED_PATH_PREFIX = '/verify-email-';
export const UNCACHED_TOKEN_LENGTH = 24;

export const RENDER_LOAD: LoadSettings = {
  connections: 20,
  pipelining: 1,
  durationSeconds: 10,
  warmUpSeconds: 2,
};

/**
 * The signed-in call measured alone and then while RENDER_LOAD renders uncached pages (docs/decisions/047): fewer
 * connections than the renders, as a few signed-in customers beside a burst of first visits.
 */
export const API_BESIDE_RENDERS_LOAD: LoadSettings = { ...RENDER_LOAD, connections: 5 };

export const RENDER_TARGETS = {
  /** Uncached renders at RENDER_LOAD: p99 at most this many times p50 (no queue collapse). */
  maxUncachedP99ToP50: 4,
  /** The signed-in call's p99 while pages render: at most this many times its p99 alone. */
  maxApiP99UnderRendersToAlone: 2,
  /** A public page rendered at this median or better under RENDER_LOAD. */
  maxRenderP50Ms: 25,
  /** A kept render served at least this share of the static-file rate. */
  minCachedToStatic: 1 / 3,
};
