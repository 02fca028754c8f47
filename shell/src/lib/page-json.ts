/**
 * The text of a `<script type="application/json">` the server wrote into the page (server/src/web-root/index-html.ts:
 * the runtime configuration, the page's catalogs, the answers its render read), or null when the page has none.
 */
export function pageJsonText(id: string): string | null {
  return document.getElementById(id)?.textContent || null;
}
