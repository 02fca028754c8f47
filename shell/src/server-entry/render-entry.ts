import type { ServerRenderer } from 'shared-contracts';
import { loadRemoteModule, registerRemoteManifests } from '@/features/remotes/federation';
import { setInProcessFetch } from '@/server-entry/in-process-fetch';
import { renderPage } from '@/server-entry/render-page';

/**
 * The shell's server entry (module federation's node target, docs/decisions/027-federated-server-rendering.md):
 * the Fastify server requires it at runtime and registers the same remote manifests as the browser.
 */
export const renderer: ServerRenderer = {
  registerRemotes: registerRemoteManifests,
  render: renderPage,
  setInProcessFetch,
  async warmUp() {
    // Every module of the contract (shared-contracts/src/remotes.ts). A remote that is down is the render's
    // business (its area goes to the browser); warming up goes on.
    await Promise.allSettled([
      loadRemoteModule('public', './PublicPage'),
      loadRemoteModule('auth', './AuthDialogs'),
      loadRemoteModule('auth', './DesignSamples'),
      loadRemoteModule('account', './AccountPage'),
      loadRemoteModule('account', './DesignSamples'),
    ]);
  },
};
