import { DEFAULT_LOCALE, LOCALES, ROUTES, localizePath } from 'shared-contracts';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

/**
 * sitemap.xml of every route marked `inSitemap`, once per locale, each entry naming its translations
 * (Google's hreflang annotation; x-default is the English page, shown when no locale fits).
 */
export function buildSitemapXml(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const route of ROUTES) {
    if (!route.inSitemap) continue;
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: base + localizePath(route.path, locale) })),
      { hreflang: 'x-default', href: base + localizePath(route.path, DEFAULT_LOCALE) },
    ];
    for (const locale of LOCALES) {
      lines.push('  <url>', `    <loc>${escapeXml(base + localizePath(route.path, locale))}</loc>`);
      for (const { hreflang, href } of alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
