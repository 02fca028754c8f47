import { preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES, type ExposedModule, type RemoteKey } from 'shared-contracts/core';

/** A remote and one module it exposes (typed per remote by the contract). */
export type PrefetchTarget = { [K in RemoteKey]: { remote: K; module: ExposedModule<K> } }[RemoteKey];

/**
 * What a visitor is likely to need next: signed out, the login dialogs of mfe-auth (the header's "Log in"
 * on every public page); signed in, the account pages of mfe-account.
 */
export function prefetchTargets(authenticated: boolean): PrefetchTarget[] {
  return authenticated ? [{ remote: 'account', module: './AccountPage' }] : [{ remote: 'auth', module: './AuthDialogs' }];
}

/**
 * Spec 9 (post-load prefetch): the federation runtime loads each target's remote entry and preloads the
 * module's synchronous chunks (`<link rel="preload">`), so the later `loadRemote` finds them in the cache. Preloads,
 * not idle-priority prefetches: a request of a file whose prefetch is in flight waits for it (docs/decisions/038).
 * A failure only means the chunks load on demand later; the remote's own error handling still applies then.
 */
export async function prefetchRemotes(targets: PrefetchTarget[]): Promise<void> {
  if (targets.length === 0) return;
  try {
    await preloadRemote(
      targets.map(({ remote, module }) => ({
        nameOrAlias: REMOTES[remote].scope,
        exposes: [module],
        resourceCategory: 'sync' as const,
      })),
    );
  } catch (error) {
    console.warn('[prefetch] could not prefetch', targets.map(({ remote }) => remote).join(', '), error);
  }
}
