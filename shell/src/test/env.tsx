import type { ReactNode } from 'react';
import { ENV_DEFAULTS, type EnvConfig } from 'shared-contracts';
import { EnvContext } from '@/app/env-config';

/** /env.json of the tests: the spec's defaults (600 s timeout, 120 s warning, 60 s summaries). */
export const TEST_ENV: EnvConfig = {
  genesysDeploymentId: '',
  gtmMeasurmentId: '',
  gtmLegacyMessagingId: '',
  captchaSiteKey: '',
  analyticsToken: '',
  analyticsMeasurementId: '',
  chatScriptUrl: 'https://apps.usw2.pure.cloud/genesys-bootstrap/genesys.min.js',
  tagManagerOrigin: 'https://www.googletagmanager.com',
  sessionTimeoutSeconds: ENV_DEFAULTS.sessionTimeoutSeconds,
  sessionAlertSeconds: ENV_DEFAULTS.sessionAlertSeconds,
  summariesRefetchInterval: ENV_DEFAULTS.summariesRefetchInterval,
  releasePollSeconds: ENV_DEFAULTS.releasePollSeconds,
  shellBuildId: 'test',
  remotes: { public: '/mfe/public/', auth: '/mfe/auth/', account: '/mfe/account/' },
};

export function WithEnv({ children, env = TEST_ENV }: { children: ReactNode; env?: EnvConfig }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}
