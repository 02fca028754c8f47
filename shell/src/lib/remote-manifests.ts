import type { EnvConfig, RemoteKey } from 'shared-contracts';
import { activeRemoteOverrides } from '@/lib/remote-overrides';

/*
 * Where each remote's manifest is: the federation runtime registers the remotes from it and the release
 * poller (spec 4.9) watches it for a new build. Here, below both features, so neither imports the other.
 */

/** Remote manifest URLs may be same-origin paths in /env.json; the federation runtime wants absolute URLs. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Each remote's manifest: the server's, or the version an integration tester chose for this tab (remote-overrides.ts). */
export function remoteManifestUrls(env: EnvConfig): Record<RemoteKey, string> {
  const urls: Record<RemoteKey, string> = {
    public: absoluteUrl(env.remotes.public),
    auth: absoluteUrl(env.remotes.auth),
    account: absoluteUrl(env.remotes.account),
  };
  for (const override of activeRemoteOverrides(env)) urls[override.key] = absoluteUrl(override.manifestUrl);
  return urls;
}
