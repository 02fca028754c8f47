import type { Messages } from '@lingui/core';
import type { Locale } from './locales.js';

/*
 * What the server writes into a page as `<script type="application/json">` for the browser's first render, and how
 * the browser reads it. Read before hydration, so without zod (docs/decisions/071): the server wrote each value from
 * what it had already checked with the contracts' schemas (its configuration through `envConfigSchema`, the answers
 * of its render through each call's schema, the catalogs as compiled), in the same document as the HTML it rendered,
 * which the page trusts as much. The browser checks only what it needs to choose between the value and its fallback.
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

export const PAGE_QUERY_DATA_ELEMENT_ID = 'page-query-data';

/** React-query's dehydrated state as the server's render wrote it; the app hands it to react-query's `hydrate`. */
export interface PageQueryData {
  mutations: unknown[];
  queries: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON value of a page's element text, or null when it is not JSON (a page cut short, an edited page). */
export function readPageJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The page's catalogs from their element's text; null when broken or of another locale than the address's. */
export function parsePageCatalogs(text: string, locale: Locale): PageCatalogs | null {
  const value = readPageJson(text);
  if (!isRecord(value) || value.locale !== locale || !Array.isArray(value.ids) || !isRecord(value.messages)) return null;
  // The server compiled them (Lingui's compiled messages); Lingui reads the parts.
  return { locale, ids: value.ids as string[], messages: value.messages as Messages };
}

/** The page's `PageVisitor` from its element's text; null when absent or broken (the browser then waits for its check). */
export function parsePageVisitor(text: string): PageVisitor | null {
  const value = readPageJson(text);
  return value === 'signedIn' || value === 'signedOut' ? value : null;
}

/** The page's dehydrated answers from their element's text; null when broken (the page then fetches them). */
export function parsePageQueryData(text: string): PageQueryData | null {
  const value = readPageJson(text);
  return isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations) ? (value as unknown as PageQueryData) : null;
}
