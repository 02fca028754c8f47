import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  PAGE_ISLANDS,
  pageIslandElement,
  type AppRoute,
  type EnvConfig,
  type Locale,
  type PageVisitor,
} from 'shared-contracts';
import { AFTER_PAINT_TEMPLATE_ATTRIBUTE, EARLY_EVENTS_SCRIPT_TAG, START_AFTER_PAINT_ATTRIBUTE } from './early-events.js';
import { fileByMtime } from './file-by-mtime.js';
import type { PageHeads } from './page-head.js';
import type { RemotePreloads } from './remote-preloads.js';
import type { RenderedRoot } from '../server-render/page-renderer.js';

export interface IndexHtml {
  html: Buffer;
  /** Strong validator of this exact content, for If-None-Match. */
  etag: string;
}

/** One page as sent: `route` null for the not-found page. */
export interface PageRequest {
  locale: Locale;
  route: AppRoute | null;
  origin: string | null;
  /** `/env.json`'s answer; only its shellBuildId changes while the server runs (the rest is its configuration). */
  env: EnvConfig;
  /** What the page's remote loads first (remote-preloads.ts), or null. */
  preloads: RemotePreloads | null;
  /** The page rendered on the server (server-render/), or null: the browser renders it. */
  root: RenderedRoot | null;
  /** What the server found of the session, for a page that differs by it; null when it did not look (decision 070). */
  visitor?: PageVisitor | null;
}

export type IndexHtmlOf = (page: PageRequest) => IndexHtml;

// Variants are few (routes × locales × the site's origin), but without PUBLIC_URL the origin comes from the Host
// header: a bound keeps made-up hosts from growing the map without end.
const MAX_VARIANTS = 1000;

const TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';
const DESCRIPTION = /<meta name="description" content="[^"]*"\/?>/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
const CHARSET = /<meta charset="utf-8"\s*\/?>/i;
/** The built page's entry scripts (html-webpack-plugin's `scriptLoading: 'defer'`, tooling/webpack.cjs). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;
/**
 * What the page's JavaScript loads by: the entry scripts, and the preloads of scripts and manifests (the shell's
 * start, decision 039; the page's remote, remote-preloads.ts).
 */
const SCRIPT_LOADS = new RegExp(`${DEFERRED_SCRIPT.source}|<link rel="preload"[^>]* as="(?:script|fetch)"[^>]*>`, 'g');

/**
 * The page carries its locale in `<html lang>`, and its title, description and addresses in `<head>`, before
 * any script runs (screen readers, search engines, link previews): the built file's generic title and
 * description are replaced by the route's (page-head.ts). The not-found page keeps the built ones. Every page
 * carries the runtime configuration, and a page whose remote is known the preloads of that remote.
 */
function pageOf(
  template: string,
  locale: Locale,
  head: string | null,
  env: EnvConfig,
  preloads: RemotePreloads | null,
  root: RenderedRoot | null,
  visitor: PageVisitor | null,
): IndexHtml {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  // The early script right after the charset (which must stay in the first 1024 bytes), before any bundle and
  // any content a person could click (docs/decisions/059).
  html = html.replace(CHARSET, (charset) => `${charset}${EARLY_EVENTS_SCRIPT_TAG}`);
  // A function, so no `$` pattern in the markup is read as a replacement pattern.
  if (root) html = html.replace(EMPTY_ROOT, () => `<div id="root">${root.html}</div>`);
  // The runtime configuration travels with the page: the shell reads it instead of asking /env.json first.
  // So does a rendered page's catalogs: the browser hydrates in the page's words without fetching them first.
  // And the answers it read (react-query's dehydrated cache): the browser's first render shows the same data.
  const data = [
    // Each through its island's typed writer (shared-contracts' page-json.ts), which the shell reads back.
    pageIslandElement(PAGE_ISLANDS.envConfig, env),
    root ? pageIslandElement(PAGE_ISLANDS.catalogs, root.catalogs) : '',
    root && root.queryData !== null ? pageIslandElement(PAGE_ISLANDS.queryData, root.queryData) : '',
    // The session as the render saw it: the browser's first render draws the same frame (docs/decisions/070).
    visitor ? pageIslandElement(PAGE_ISLANDS.visitor, visitor) : '',
  ].join('');
  // A function again: a message or an answer may hold `$&`.
  // The rendered page's CSS comes before any of it, so the first paint is the styled page (docs/decisions/042).
  html = html.replace('</head>', () => `${root?.styles ?? ''}${preloads?.tags ?? ''}${data}</head>`);
  if (head) {
    html = html.replace(DESCRIPTION, '');
    html = TITLE.test(html) ? html.replace(TITLE, head) : html.replace('</head>', `${head}</head>`);
  }
  // The page's scripts, entry and preloads, in their order, wait in an inert <template> for the early script to put
  // them in <head> after the first paint (decision 073); an entry script becomes a preload it starts then.
  // Only `<head>` is read: the rendered page in `<body>` is not the build's, and need not be scanned.
  const headEnd = html.indexOf('</head>');
  if (headEnd >= 0) {
    const loads: string[] = [];
    const headWithout = html.slice(0, headEnd).replace(SCRIPT_LOADS, (tag) => {
      const entry = DEFERRED_SCRIPT.exec(tag);
      loads.push(entry ? `<link rel="preload" as="script" href="${entry[1]}" fetchpriority="low" ${START_AFTER_PAINT_ATTRIBUTE}>` : tag);
      return '';
    });
    if (loads.length > 0) html = `${headWithout}<template ${AFTER_PAINT_TEMPLATE_ATTRIBUTE}>${loads.join('')}</template>${html.slice(headEnd)}`;
  }
  const bytes = Buffer.from(html, 'utf8');
  return { html: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/**
 * The live shell's index.html (`shellDir` names its folder: a release, or the build folder), kept in memory until
 * a new build or release replaces it, and each page's variant of it made once; null while there is no build.
 */
export function indexHtmlReader(shellDir: () => Promise<string>, heads: PageHeads): () => Promise<IndexHtmlOf | null> {
  // One reader per file: a release of the shell is another folder.
  const readers = new Map<string, () => Promise<IndexHtmlOf | null>>();
  return async () => {
    const file = path.join(await shellDir(), 'index.html');
    let read = readers.get(file);
    if (!read) {
      read = indexHtmlFileReader(file, heads);
      readers.set(file, read);
    }
    return read();
  };
}

function indexHtmlFileReader(file: string, heads: PageHeads): () => Promise<IndexHtmlOf | null> {
  return fileByMtime(file, (content) => {
    const template = content.toString('utf8');
    const variants = new Map<string, IndexHtml>();
    return ({ locale, route, origin, env, preloads, root, visitor = null }) => {
      const key = `${locale} ${route?.id ?? ''} ${visitor ?? ''} ${origin ?? ''} ${env.shellBuildId} ${preloads?.buildVersion ?? ''} ${root?.key ?? ''}`;
      let page = variants.get(key);
      if (!page) {
        page = pageOf(template.replace(NOSCRIPT, () => heads.noscript(locale)), locale, route ? heads(route, locale, origin) : null, env, preloads, root, visitor);
        // A render not kept (partial, or of a token's address) is not kept here either.
        if (root && !root.kept) return page;
        if (variants.size >= MAX_VARIANTS) variants.clear();
        variants.set(key, page);
      }
      return page;
    };
  });
}
