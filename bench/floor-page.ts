import { FLOOR_PAGES_PATH } from './page-budget-config';

/*
 * The page floor: the HTML the server sends for a page, saved by the bench and served back by the same server
 * as a static file (PUT then GET /api/bench/floor-pages/<name>.html, BENCH_FLOOR=true). The server does no
 * render for it, so a page set against its floor shows what rendering and the page's scripts add.
 */

// Attributes may be quoted or not: the shell's index.html is minified by html-webpack-plugin.
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi;
const SCRIPT_OR_FETCH_PRELOAD = /<link\b(?=[^>]*\brel=["']?(?:preload|modulepreload)\b)(?=[^>]*\bas=["']?(?:script|fetch)\b)[^>]*>/gi;
const MODULEPRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
/**
 * The server's scripts and preloads, which the early script puts in the page after the first paint (decision 073);
 * the mark is `AFTER_PAINT_TEMPLATE_ATTRIBUTE` of server/src/web-root/early-events.ts.
 */
const AFTER_PAINT = /<template data-after-paint>[\s\S]*?<\/template>/gi;

/**
 * The page without what loads JavaScript: its `<script src>` elements and the preloads of scripts and manifests.
 * Why not the page as sent: served from another address, the shell would hydrate against a route that is not
 * the page's (the floor's own address), throw the server's markup away and draw the not-found page, so the
 * "floor" would measure that. What stays (the markup, its inline styles, the JSON data blocks) is what the
 * browser can paint without any script: the best this HTML can do, which is what a floor is for.
 */
export function withoutScripts(html: string): string {
  const floor = html.replace(AFTER_PAINT, '').replace(EXTERNAL_SCRIPT, '').replace(SCRIPT_OR_FETCH_PRELOAD, '').replace(MODULEPRELOAD, '');
  if (/<script\b[^>]*\bsrc=/i.test(floor)) throw new Error('A <script src> was left in the floor page: its markup is not the one this bench knows');
  return floor;
}

/** The page as any visitor gets it: no session, HTML asked for, the body uncompressed to save it as sent. */
export async function fetchPageHtml(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html', 'accept-encoding': 'identity' }, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not a page to save: ${html.slice(0, 200)}`);
  return html;
}

/** Stores `html` as the floor page `<name>.html`; returns its address on the server. */
export async function storeFloorPage(baseUrl: string, name: string, html: string): Promise<string> {
  const url = new URL(`${FLOOR_PAGES_PATH}/${name}.html`, baseUrl).href;
  const stored = await fetch(url, { method: 'PUT', headers: { 'content-type': 'text/html; charset=utf-8' }, body: html });
  if (stored.status !== 204) {
    throw new Error(`PUT ${FLOOR_PAGES_PATH}/${name}.html answered ${stored.status} (is the server started with BENCH_FLOOR=true and built with bench-floor-pages.ts?): ${(await stored.text()).slice(0, 200)}`);
  }
  const served = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await served.text();
  if (served.status !== 200 || body !== html) throw new Error(`GET ${FLOOR_PAGES_PATH}/${name}.html did not give back the stored page (HTTP ${served.status})`);
  return url;
}
