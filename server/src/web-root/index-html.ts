import { createHash } from 'node:crypto';
import path from 'node:path';
import { LOCALES, type Locale } from 'shared-contracts';
import { fileByMtime } from './file-by-mtime.js';

export interface IndexHtml {
  html: Buffer;
  /** Strong validator of this exact content, for If-None-Match. */
  etag: string;
}

export type LocalizedIndexHtml = Record<Locale, IndexHtml>;

/** The page carries its locale in `<html lang>` before any script runs (screen readers, search engines). */
function withLang(html: Buffer, locale: Locale): IndexHtml {
  const localized = Buffer.from(html.toString('utf8').replace(/<html lang="[^"]*"/, `<html lang="${locale}"`), 'utf8');
  return { html: localized, etag: `"${createHash('sha256').update(localized).digest('base64url').slice(0, 27)}"` };
}

/** The shell's index.html in each locale, kept in memory until a new build replaces it; null while there is none. */
export function indexHtmlReader(shellDist: string): () => Promise<LocalizedIndexHtml | null> {
  return fileByMtime(
    path.join(shellDist, 'index.html'),
    (html) => Object.fromEntries(LOCALES.map((locale) => [locale, withLang(html, locale)])) as LocalizedIndexHtml,
  );
}
