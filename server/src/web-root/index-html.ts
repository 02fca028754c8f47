import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileByMtime } from './file-by-mtime.js';

export interface IndexHtml {
  html: Buffer;
  /** Strong validator of this exact content, for If-None-Match. */
  etag: string;
}

/** The shell's index.html, kept in memory until a new build replaces it; null while there is none. */
export function indexHtmlReader(shellDist: string): () => Promise<IndexHtml | null> {
  return fileByMtime(path.join(shellDist, 'index.html'), (html) => ({
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  }));
}
