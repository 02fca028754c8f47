import type { Messages } from '@lingui/core';
import type { EnvConfig } from './env-config.js';
import type { Locale } from './locales.js';

/*
 * The page's JSON islands: what the server writes into a page as `<script type="application/json">` for the
 * browser's first render, and how the browser reads it back. One declaration per island (`PAGE_ISLANDS`): its
 * element id, the TypeScript type of its value, and the check that reads it. The server writes through
 * `pageIslandElement`, typed by the island; the shell reads through `readPageIsland`, whose check is the island's
 * own: a writer and its reader cannot drift apart.
 *
 * Read before hydration, so without zod (docs/decisions/071): the server wrote each value from what it had already
 * checked with the contracts' schemas (its configuration through `envConfigSchema`, the answers of its render
 * through each call's schema, the catalogs as compiled), in the same document as the HTML it rendered, which the
 * page trusts as much. The browser checks only what it needs to choose between the value and its fallback.
 */

/**
 * The id of the `<script type="application/json">` in which the server puts `/env.json`'s answer into every page,
 * so the shell does not wait for one more request before its first render (docs/decisions/026). JSON, not script:
 * the CSP's `script-src 'self'` stays as it is.
 */
export const ENV_CONFIG_ELEMENT_ID = 'env-config';

/** The element of a server-rendered page that carries the catalogs its render used (docs/decisions/027). */
export const PAGE_CATALOGS_ELEMENT_ID = 'page-catalogs';

/** What that element holds: the catalogs' ids and their messages, merged, in the page's locale. */
export interface PageCatalogs {
  locale: Locale;
  ids: string[];
  messages: Messages;
}

/**
 * The server's word on a page's visitor: signed in (a live session cookie) or signed out. Never who: a render with
 * it is the same for every signed-in visitor, so it carries nobody's data (docs/decisions/070).
 */
export type PageVisitor = 'signedIn' | 'signedOut';

/** The element of a page that carries the server's `PageVisitor` for the browser's first render (docs/decisions/070). */
export const PAGE_VISITOR_ELEMENT_ID = 'page-visitor';

/** The element of a server-rendered page that carries the answers its render read (docs/decisions/027, 063). */
export const PAGE_QUERY_DATA_ELEMENT_ID = 'page-query-data';

/** React-query's dehydrated state as the server's render wrote it; the app hands it to react-query's `hydrate`. */
export interface PageQueryData {
  mutations: unknown[];
  queries: unknown[];
}

/**
 * One JSON island of the page: the id of its element and the check that turns the element's parsed JSON back into
 * a `T`, or null (then the reader falls back: it fetches, or waits for its own check). `Context` is what the reader
 * must know besides the text (the page's locale, for the catalogs).
 */
export interface PageIsland<T, Context extends unknown[] = []> {
  readonly id: string;
  readonly check: (value: unknown, ...context: Context) => T | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's islands, each declared once: its id, its value's type, its check (small guards, no zod: decision 071). */
export const PAGE_ISLANDS = {
  /**
   * `/env.json`'s answer (docs/decisions/026). Checked down to an object: the server wrote it from its configuration
   * through `envConfigSchema` (server/src/routes/env-json.ts, `envConfigOf`).
   */
  envConfig: {
    id: ENV_CONFIG_ELEMENT_ID,
    check: (value: unknown): EnvConfig | null => (isRecord(value) ? (value as EnvConfig) : null),
  } satisfies PageIsland<EnvConfig>,
  /** The catalogs the render used (docs/decisions/027); null when of another locale than the address's. */
  catalogs: {
    id: PAGE_CATALOGS_ELEMENT_ID,
    check: (value: unknown, locale: Locale): PageCatalogs | null =>
      isRecord(value) && value.locale === locale && Array.isArray(value.ids) && isRecord(value.messages)
        ? // The server compiled them (Lingui's compiled messages); Lingui reads the parts.
          { locale, ids: value.ids as string[], messages: value.messages as Messages }
        : null,
  } satisfies PageIsland<PageCatalogs, [locale: Locale]>,
  /**
   * React-query's dehydrated cache of the render (docs/decisions/027), checked as far as react-query's `hydrate`
   * needs to run; the answers are read by each query's own code, as the server wrote them from the same calls.
   */
  queryData: {
    id: PAGE_QUERY_DATA_ELEMENT_ID,
    check: (value: unknown): PageQueryData | null =>
      isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations) ? (value as unknown as PageQueryData) : null,
  } satisfies PageIsland<PageQueryData>,
  /** The session as the render saw it (docs/decisions/070). */
  visitor: {
    id: PAGE_VISITOR_ELEMENT_ID,
    check: (value: unknown): PageVisitor | null => (value === 'signedIn' || value === 'signedOut' ? value : null),
  } satisfies PageIsland<PageVisitor>,
} as const;

// Inside <script>, only `</script` or `<!--` could end or disturb the element: JSON's own escapes keep them out.
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The writer (the server): the island's element holding `value`, of the island's own type. */
export function pageIslandElement<T, Context extends unknown[]>(island: PageIsland<T, Context>, value: NoInfer<T>): string {
  return `<script type="application/json" id="${island.id}">${jsonInHtml(value)}</script>`;
}

/** The island's value from its element's text; null when absent, not JSON (a page cut short, an edited page) or not its shape. */
export function parsePageIsland<T, Context extends unknown[]>(island: PageIsland<T, Context>, text: string | null, ...context: Context): T | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  return island.check(value, ...context);
}

/** The reader (the browser): the island's value from this page's element, or null (none, broken, outside a browser). */
export function readPageIsland<T, Context extends unknown[]>(island: PageIsland<T, Context>, ...context: Context): T | null {
  if (typeof document === 'undefined') return null;
  return parsePageIsland(island, document.getElementById(island.id)?.textContent ?? null, ...context);
}
