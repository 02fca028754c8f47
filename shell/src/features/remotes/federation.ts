import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type EnvConfig, type RemoteKey, type RemoteModules } from 'shared-contracts';

/** Remote manifest URLs may be same-origin paths in /env.json; the federation runtime wants absolute URLs. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

export function remoteManifestUrls(env: EnvConfig): Record<RemoteKey, string> {
  return {
    public: absoluteUrl(env.remotes.public),
    auth: absoluteUrl(env.remotes.auth),
    account: absoluteUrl(env.remotes.account),
  };
}

export function registerRemotesFromEnv(env: EnvConfig): void {
  const urls = remoteManifestUrls(env);
  registerRemotes(
    (Object.keys(REMOTES) as RemoteKey[]).map((key) => ({ name: REMOTES[key].scope, entry: urls[key] })),
  );
}

/** Loads the module a remote exposes, typed by the contract in shared-contracts. */
export async function loadRemoteModule<K extends RemoteKey>(key: K): Promise<RemoteModules[K]> {
  const { scope, module } = REMOTES[key];
  const loaded = await loadRemote<RemoteModules[K]>(`${scope}/${module.replace(/^\.\//, '')}`);
  if (!loaded || typeof loaded !== 'object' || !('default' in loaded)) {
    throw new Error(`Remote ${scope} did not expose ${module}`);
  }
  return loaded;
}
