import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EnvConfig } from 'shared-contracts';
import {
  PAGE_MODULE,
  REMOTES,
  type ExposedModule,
  type PageModule,
  type PageRemoteKey,
  type RemoteKey,
  type RemoteModules,
} from 'shared-contracts/core';
import { remoteManifestUrls } from '@/lib/remote-manifests';

export function registerRemotesFromEnv(env: EnvConfig): void {
  registerRemoteManifests(remoteManifestUrls(env));
}

/** Registers remotes by their manifests' absolute URLs; `force` replaces what an earlier release loaded. */
export function registerRemoteManifests(urls: Partial<Record<RemoteKey, string>>, options?: { force?: boolean }): void {
  registerRemotes(
    (Object.keys(urls) as RemoteKey[]).map((key) => ({ name: REMOTES[key].scope, entry: urls[key] ?? '' })),
    options,
  );
}

/** Loads a module a remote exposes, typed by the contract in shared-contracts. */
export async function loadRemoteModule<K extends RemoteKey, M extends ExposedModule<K>>(
  key: K,
  module: M,
): Promise<RemoteModules[K][M]> {
  const id = `${REMOTES[key].scope}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<RemoteModules[K][M]>(id);
  if (!loaded || typeof loaded !== 'object' || !('default' in loaded)) {
    throw new Error(`Remote module ${id} is missing`);
  }
  return loaded;
}

/** The module that renders a page remote's pages. */
export function loadPageModule(remote: PageRemoteKey): Promise<PageModule> {
  return remote === 'public' ? loadRemoteModule('public', PAGE_MODULE.public) : loadRemoteModule('account', PAGE_MODULE.account);
}
