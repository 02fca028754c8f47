import { z } from 'zod';

/**
 * `/env.json`: runtime configuration read by the shell before its first render (spec 3 and 9).
 * The field `gtmMeasurmentId` keeps the spelling of the spec (point 3).
 */
export const envConfigSchema = z.object({
  genesysDeploymentId: z.string(),
  gtmMeasurmentId: z.string(),
  gtmLegacyMessagingId: z.string(),
  captchaSiteKey: z.string(),
  analyticsToken: z.string(),
  analyticsMeasurementId: z.string(),
  /**
   * Where the chat messenger's bootstrap script loads from (integrations.ts DEFAULT_CHAT_SCRIPT_URL unless the
   * server is told otherwise); only used when `genesysDeploymentId` is set.
   */
  chatScriptUrl: z.string(),
  /** Origin of the tag manager's scripts; only used when a tag-manager id is set. */
  tagManagerOrigin: z.string(),
  sessionTimeoutSeconds: z.number().int().positive(),
  sessionAlertSeconds: z.number().int().nonnegative(),
  summariesRefetchInterval: z.number().int().positive(),
  /** How often the release poller looks for a new build (spec 4.9). */
  releasePollSeconds: z.number().int().positive(),
  /** Build id of the shell that the server serves, so the poller notices a new shell too. */
  shellBuildId: z.string(),
  remotes: z.object({
    public: z.string().min(1),
    auth: z.string().min(1),
    account: z.string().min(1),
  }),
  /**
   * Decision 036, only where REMOTE_OVERRIDES=on (never in production): a page may load remotes at chosen
   * versions (`?remotes=`), from a kept release or a manifest on one of these origins. Absent: `?remotes=` is
   * ignored.
   */
  remoteOverrides: z.object({ origins: z.array(z.string()) }).optional(),
});

export type EnvConfig = z.infer<typeof envConfigSchema>;

/** Defaults of spec point 9. */
export const ENV_DEFAULTS = {
  sessionTimeoutSeconds: 600,
  sessionAlertSeconds: 120,
  summariesRefetchInterval: 60,
  releasePollSeconds: 60,
} as const;
