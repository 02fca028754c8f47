import { PAGE_ISLANDS, readPageIsland, type Locale, type PageCatalogs } from 'shared-contracts/core';

/**
 * The catalogs the server's render wrote into the page (server/src/web-root/index-html.ts), or null: none,
 * broken, or of another locale (then the loaders fetch the catalogs as without a server render).
 */
export function pageCatalogs(locale: Locale): PageCatalogs | null {
  return readPageIsland(PAGE_ISLANDS.catalogs, locale);
}
