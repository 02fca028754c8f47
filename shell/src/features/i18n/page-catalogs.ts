import { PAGE_CATALOGS_ELEMENT_ID, parsePageCatalogs, type Locale, type PageCatalogs } from 'shared-contracts/core';
import { pageJsonText } from '@/lib/page-json';

/**
 * The catalogs the server's render wrote into the page (server/src/web-root/index-html.ts), or null: none,
 * broken, or of another locale (then the loaders fetch the catalogs as without a server render).
 */
export function pageCatalogs(locale: Locale): PageCatalogs | null {
  const text = pageJsonText(PAGE_CATALOGS_ELEMENT_ID);
  return text ? parsePageCatalogs(text, locale) : null;
}
