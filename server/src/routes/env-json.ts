import { API_PATHS, envConfigSchema, type EnvConfig } from 'shared-contracts';
import type { AppConfig } from '../config.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { NO_CACHE } from '../web-root/cache-policy.js';
import { shellBuildIdReader } from '../web-root/shell-build-id.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

/** `/env.json` (spec 3 and 9): what the shell reads before its first render. */
export function envConfigOf(config: AppConfig, shellBuildId: string): EnvConfig {
  return {
    genesysDeploymentId: config.thirdParty.genesysDeploymentId,
    gtmMeasurmentId: config.thirdParty.gtmMeasurementId,
    gtmLegacyMessagingId: config.thirdParty.gtmLegacyMessagingId,
    captchaSiteKey: config.thirdParty.captchaSiteKey,
    analyticsToken: config.thirdParty.analyticsToken,
    analyticsMeasurementId: config.thirdParty.analyticsMeasurementId,
    chatScriptUrl: config.integrations.chatScriptUrl,
    tagManagerOrigin: config.integrations.tagManagerOrigin,
    sessionTimeoutSeconds: config.sessionTimeoutSeconds,
    sessionAlertSeconds: config.sessionAlertSeconds,
    summariesRefetchInterval: config.summariesRefetchInterval,
    releasePollSeconds: config.releasePollSeconds,
    shellBuildId,
    remotes: { ...config.remoteManifests },
    // Present only where integration testers may choose remote versions (never in production: config.ts).
    ...(config.remoteOverrides ? { remoteOverrides: { origins: [...config.remoteOverrides.origins] } } : {}),
  };
}

export default async function envJsonPlugin(app: ZodApp, options: { config: AppConfig; layout: WebRootLayout }) {
  const readShellBuildId = shellBuildIdReader(options.layout);
  app.get(API_PATHS.env, { schema: { response: { 200: envConfigSchema } } }, async (_request, reply) => {
    // Revalidated on every load: a cached copy would keep old settings and remote URLs after a deploy. (The
    // release poller does not read shellBuildId; it polls the shell's own /mf-manifest.json.)
    reply.header('cache-control', NO_CACHE);
    return envConfigOf(options.config, await readShellBuildId());
  });
}
