import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STAMP_KEY } from 'shared-contracts/core';
import { appOfError, reportClientError } from '@/lib/client-errors';

/** Webpack's and the federation runtime's ways of saying a file of the build is gone (a new release). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Spec 4.9: a chunk that fails to load reloads the page once. A sessionStorage stamp stops a loop when the
 * failure survives the reload (then the unavailable panel shows instead). Returns true when reloading.
 */
export function reloadOnceForChunkError(
  now = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STAMP_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STAMP_KEY, String(now));
  reload();
  return true;
}

/** For an error boundary: a chunk-load failure reloads the page once (spec 4.9), and is reported; true when reloading. */
export function reloadOnChunkLoadError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOnceForChunkError(Date.now(), window.sessionStorage, () => {
    reportClientError(appOfError(error), 'chunk-reload');
    window.location.reload();
  });
}
