/**
 * Release detection (spec 4.9, docs/decisions/003-reload-at-next-navigation.md): the build id lives in each
 * manifest's `metaData.buildInfo.buildVersion`.
 */
export interface ManifestBuildInfo {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

export function buildVersionOf(manifest: unknown): string | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const version = (manifest as ManifestBuildInfo).metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version.length > 0 ? version : null;
}

/** With a timestamp query so no cache between the browser and the server answers the poll. */
export const pollUrl = (url: string, now: number) => `${url}${url.includes('?') ? '&' : '?'}t=${now}`;

/** sessionStorage key of the chunk-failure reload guard. */
export const CHUNK_RELOAD_STAMP_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;
