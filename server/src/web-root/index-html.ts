import { createHash } from 'node:crypto';
import path from 'node:path';
import type { AppRoute, Locale } from 'shared-contracts';
import { fileByMtime } from './file-by-mtime.js';
import type { PageHeads } from './page-head.js';

export interface IndexHtml {
  html: Buffer;
  /** Strong validator of this exact content, for If-None-Match. */
  etag: string;
}

/** The shell's index.html as one page is sent: `route` null for the not-found page. */
export type IndexHtmlOf = (locale: Locale, route: AppRoute | null, origin: string | null) => IndexHtml;

// Variants are few (routes × locales × the site's origin), but without PUBLIC_URL the origin comes from the Host
// header: a bound keeps made-up hosts from growing the map without end.
const MAX_VARIANTS = 1000;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\/?>/;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page carries its locale in `<html lang>`, and its title, description and addresses in `<head>`, before
 * any script runs (screen readers, search engines, link previews): the built file's generic title and
 * description are replaced by the route's (page-head.ts). The not-found page keeps the built ones.
 */
function pageOf(template: string, locale: Locale, head: ReturnType<PageHeads> | null): IndexHtml {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (head) {
    html = html.replace(DESCRIPTION, '');
    const headTags = `<title>${escapeHtml(head.title)}</title>${head.tags}`;
    html = TITLE.test(html) ? html.replace(TITLE, headTags) : html.replace('</head>', `${headTags}</head>`);
  }
  const bytes = Buffer.from(html, 'utf8');
  return { html: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/**
 * The shell's index.html, kept in memory until a new build replaces it, and each page's variant of it made once;
 * null while there is no build.
 */
export function indexHtmlReader(shellDist: string, heads: PageHeads): () => Promise<IndexHtmlOf | null> {
  return fileByMtime(path.join(shellDist, 'index.html'), (content) => {
    const template = content.toString('utf8');
    const variants = new Map<string, IndexHtml>();
    return (locale, route, origin) => {
      const key = `${locale} ${route?.id ?? ''} ${origin ?? ''}`;
      let page = variants.get(key);
      if (!page) {
        page = pageOf(template, locale, route ? heads(route, locale, origin) : null);
        if (variants.size >= MAX_VARIANTS) variants.clear();
        variants.set(key, page);
      }
      return page;
    };
  });
}
