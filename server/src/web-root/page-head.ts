import { setupI18n, type I18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  LOCALES,
  NOSCRIPT_NOTICE,
  ROUTE_DESCRIPTIONS,
  ROUTE_TITLES,
  formatDocumentTitle,
  loadContractMessages,
  localizePath,
  type Locale,
  type AppRoute,
} from 'shared-contracts';
import { escapeHtml } from '../http/escape-html.js';

/**
 * What the HTML says of a page before any script runs (docs/decisions/026): its `<title>`, its description, and its
 * canonical and hreflang links or `noindex`, as the tags that replace the built file's title.
 */
export type PageHeads = ((route: AppRoute, locale: Locale, origin: string | null) => string) & {
  /** The `<noscript>` notice in the page's locale (the not-found page's too). */
  noscript: (locale: Locale) => string;
};

/**
 * The route's title (spec 2.7) and meta description in the page's locale, from shared-contracts' catalogs: the
 * same words the shell shows once it runs. A page search engines should list (the sitemap's pages) names its
 * canonical address and its address in each locale (hreflang, and x-default for the unprefixed one); any other
 * page (signed-in, single-use links, thank-you pages) asks not to be indexed, and never advertises its address.
 */
export async function createPageHeads(): Promise<PageHeads> {
  const i18nOf = Object.fromEntries(
    await Promise.all(LOCALES.map(async (locale) => [locale, setupI18n({ locale, messages: { [locale]: await loadContractMessages(locale) } })] as const)),
  ) as Record<Locale, I18n>;

  const heads = (route: AppRoute, locale: Locale, origin: string | null) => {
    const i18n = i18nOf[locale];
    const titleDescriptor = ROUTE_TITLES[route.id];
    const title = formatDocumentTitle(titleDescriptor ? i18n._(titleDescriptor) : null);
    const description = i18n._(ROUTE_DESCRIPTIONS[route.id]);
    const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`];
    if (!route.inSitemap) {
      tags.push('<meta name="robots" content="noindex">');
    } else if (origin) {
      const address = (inLocale: Locale) => escapeHtml(`${origin}${localizePath(route.path, inLocale)}`);
      tags.push(`<link rel="canonical" href="${address(locale)}">`);
      for (const alternate of LOCALES) tags.push(`<link rel="alternate" hreflang="${alternate}" href="${address(alternate)}">`);
      tags.push(`<link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LOCALE)}">`);
    }
    return tags.join('');
  };
  const noscript = (locale: Locale) => `<noscript>${escapeHtml(i18nOf[locale]._(NOSCRIPT_NOTICE))}</noscript>`;
  return Object.assign(heads, { noscript });
}
