import type { EnvConfig } from 'shared-contracts';
import {
  RELEASE_VERSION_PATTERN,
  REMOTES,
  parseRemoteChoices,
  remoteReleasePath,
  type RemoteKey,
  type RemotePackage,
} from 'shared-contracts/core';

/*
 * Remote overrides (docs/decisions/036): integration testers load remotes at versions they choose with
 * `?remotes=mfe-account@<kept version>,mfe-public@<manifest URL>`, where the server allows it (`env.remoteOverrides`,
 * REMOTE_OVERRIDES=on, never in production). The choice is kept for the tab in sessionStorage (a list of build
 * names, nothing personal) until the banner's way back clears it. Here, below the federation and the release
 * poller, which both read where each manifest is.
 */

export const REMOTE_OVERRIDES_PARAM = 'remotes';
export const REMOTE_OVERRIDES_STORAGE_KEY = 'remote-overrides';

export interface RemoteOverride {
  key: RemoteKey;
  packageName: RemotePackage;
  /** The kept version or the manifest URL, as the tester wrote it. */
  chosen: string;
  manifestUrl: string;
}

/** Each `package@version-or-URL` entry the server allows; an entry it does not is left out. */
export function parseRemoteOverrides(value: string, allowedOrigins: readonly string[]): RemoteOverride[] {
  const overrides = new Map<RemoteKey, RemoteOverride>();
  for (const { key, choice: chosen } of parseRemoteChoices(value)) {
    if (!key) continue;
    const manifestUrl = RELEASE_VERSION_PATTERN.test(chosen) ? `${remoteReleasePath(key, chosen)}/mf-manifest.json` : allowedManifestUrl(chosen, allowedOrigins);
    if (manifestUrl) overrides.set(key, { key, packageName: REMOTES[key].packageName, chosen, manifestUrl });
  }
  return [...overrides.values()];
}

function allowedManifestUrl(value: string, allowedOrigins: readonly string[]): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && allowedOrigins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

let active: RemoteOverride[] | null = null;

/** The overrides of this tab: from the address on the page load that names them, then from the tab's storage. */
export function activeRemoteOverrides(env: EnvConfig | null): RemoteOverride[] {
  // The server render knows no tab: it renders the live versions, and a tab with overrides renders itself.
  if (typeof window === 'undefined') return [];
  if (active) return active;
  if (!env?.remoteOverrides) {
    // Off on this server: a choice kept from another one must not follow the tab here.
    sessionStorage.removeItem(REMOTE_OVERRIDES_STORAGE_KEY);
    return (active = []);
  }
  const fromAddress = new URLSearchParams(window.location.search).get(REMOTE_OVERRIDES_PARAM);
  if (fromAddress !== null) sessionStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, fromAddress);
  const value = fromAddress ?? sessionStorage.getItem(REMOTE_OVERRIDES_STORAGE_KEY) ?? '';
  return (active = parseRemoteOverrides(value, env.remoteOverrides.origins));
}

/** Back to the live versions: the choice is forgotten and the page loads again without it. */
export function leaveRemoteOverrides(): void {
  sessionStorage.removeItem(REMOTE_OVERRIDES_STORAGE_KEY);
  const url = new URL(window.location.href);
  url.searchParams.delete(REMOTE_OVERRIDES_PARAM);
  window.location.assign(url.href);
}

/** For tests: forget what this module read. */
export function resetRemoteOverridesForTests(): void {
  active = null;
}
