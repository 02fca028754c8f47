export const NO_CACHE = 'no-cache';
/** A page sent to a signed-in session (docs/decisions/070): kept by no cache, shared or the browser's. */
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry points whose names stay the same across builds: the browser must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

// webpack's `[contenthash]` is hex; `name.3f9a1c2b.js`, `name.3f9a1c2b.js.map`, `name.3f9a1c2b.chunk.css`.
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

/**
 * Cache-Control for a file of a front-end build, by its path relative to the `dist` folder. A file
 * whose name carries its content hash never changes, so it may be cached for a year; every other file
 * is revalidated (cheap: ETag and Last-Modified answer with 304).
 */
export function cacheControlFor(relativePath: string): string {
  const segments = relativePath.split(/[\\/]/);
  // A precompressed sibling (`remoteEntry.js.br`) is cached like the file it stands for.
  const name = (segments[segments.length - 1] ?? '').replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (segments.slice(0, -1).includes('static')) return IMMUTABLE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return NO_CACHE;
}
