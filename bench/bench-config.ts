import path from 'node:path';

/** What the page-weight bench measures and where; scripts/bench.sh starts the server this points at. */

export const ROOT = path.resolve(__dirname, '..');
export const BASE_URL = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3200';
export const RESULTS_FILE = path.join(ROOT, 'bench-results', 'page-weight.json');

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';

export interface BenchPage {
  /** Column heading in the tables. */
  label: string;
  path: string;
  /** Signs the fresh context in as the demo borrower first (the API bench's credentials). */
  signedIn?: boolean;
  /** The page's header has no "Log in" (spec: the dealer pages show the dealer log-in instead): no first-sight click. */
  withoutLogIn?: boolean;
  /** Floor page file name (lighthouse's, floor-page.ts) for the public pages traced beside their floor. */
  floorName?: string;
  /**
   * A CSS selector whose first match shows the page's own content has arrived (for /account: a money figure);
   * the requests started before it are counted. Without one, only first contentful paint is.
   */
  readySelector?: string;
}

// A fresh browser context has no session cookie, so /faq is the signed-out page.
export const PAGES: BenchPage[] = [
  { label: 'home /', path: '/', floorName: 'home' },
  { label: 'faq (signed out)', path: '/faq', floorName: 'faq' },
  // The third public page of the issue "pages that work the moment they show" (docs/decisions/069).
  { label: 'dealers', path: '/dealers', floorName: 'dealers', withoutLogIn: true },
  // Spec 2.4: the overview's figures (a description list of dollar amounts) are what a borrower signs in for.
  { label: 'account (signed in)', path: '/account', signedIn: true, readySelector: 'main dd:has-text("$")' },
];

/** The floor the team compares against: what any React page pays before it renders anything of ours. */
export const FLOOR_PACKAGES = ['react', 'react-dom'];

export const NAVIGATION_TIMEOUT_MS = 60_000;
