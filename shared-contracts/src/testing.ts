// The test-support entry of shared-contracts (docs/decisions/066): sample values of its contracts, for the tests of
// every layer above it (the server's and the apps'). Never imported by a bundle nor by the server's runtime, and no
// contract surface: tooling/contract-surface.cjs reads the federated entries only and skips `testing.ts`.
import { ENV_DEFAULTS, type EnvConfig } from './env-config.js';
import { DEFAULT_CHAT_SCRIPT_URL, DEFAULT_TAG_MANAGER_ORIGIN } from 'shared-contracts/core';

/**
 * `/env.json` as a server with its defaults answers it (spec 3 and 9): no integration ids, the default chat script
 * and tag manager origin, the spec's timings (600 s timeout, 120 s warning, 60 s summaries and release poll) and
 * the remotes' manifests at their default paths. A test changes what it is about: `{ ...SAMPLE_ENV, … }`.
 */
export const SAMPLE_ENV: EnvConfig = {
  genesysDeploymentId: '',
  gtmMeasurmentId: '',
  gtmLegacyMessagingId: '',
  captchaSiteKey: '',
  analyticsToken: '',
  analyticsMeasurementId: '',
  chatScriptUrl: DEFAULT_CHAT_SCRIPT_URL,
  tagManagerOrigin: DEFAULT_TAG_MANAGER_ORIGIN,
  ...ENV_DEFAULTS,
  shellBuildId: 'shell-1',
  remotes: {
    public: '/remotes/mfe-public/mf-manifest.json',
    auth: '/remotes/mfe-auth/mf-manifest.json',
    account: '/remotes/mfe-account/mf-manifest.json',
  },
};
