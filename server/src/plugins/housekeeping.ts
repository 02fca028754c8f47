import type { FastifyInstance } from 'fastify';
import { CODE_FAILURE_LIMITS, LINK_LIFETIME_MINUTES } from 'shared-contracts';
import type { Repositories } from '../db/repositories.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often expired rows are removed. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * How long the outbox (mail and texts of a server without SMTP_URL, read at /dev/mailbox) keeps a message: as long
 * as the longest-lived link or code it can carry, the e-mail verification link. After that it opens nothing, and
 * a copy of a reset link or a lookup code has no reason to stay (docs/decisions/029).
 */
export const OUTBOX_RETENTION_MS = Math.max(...Object.values(LINK_LIFETIME_MINUTES)) * 60 * 1000;

/**
 * Deletes expired sessions, links, lookups, rate-limit windows, redeemed captchas, the e-mail and phone changes
 * of settings whose link or code expired, and outbox messages and security events past their retention; answers
 * the counts.
 */
export async function removeExpiredRows(
  repositories: Repositories,
  retention: { securityEventDays: number },
  now = new Date(),
): Promise<Record<string, number>> {
  return {
    sessions: await repositories.sessions.deleteExpired(now),
    oneTimeTokens: await repositories.oneTimeTokens.deleteExpired(now),
    accountLookups: await repositories.accountLookups.deleteExpired(now),
    rateLimits: await repositories.rateLimits.deleteExpired(now),
    usedCaptchas: await repositories.usedCaptchas.deleteExpired(now),
    settingsChanges: await repositories.settings.deleteExpired(now),
    rememberedDevices: await repositories.rememberedDevices.deleteExpired(now),
    webauthnChallenges: await repositories.passkeys.deleteExpiredChallenges(now),
    codeFailures: await repositories.codeFailures.deleteStale(new Date(now.getTime() - CODE_FAILURE_LIMITS.windowHours * 60 * 60 * 1000), now),
    outbox: await repositories.outbox.deleteOlderThan(new Date(now.getTime() - OUTBOX_RETENTION_MS)),
    securityEvents: await repositories.securityEvents.deleteOlderThan(new Date(now.getTime() - retention.securityEventDays * DAY_MS)),
  };
}

/**
 * Every expiring row is also checked on read, so this is tidiness, not security: tables do not grow with
 * what no request can use any more. Each instance runs it; the deletes are idempotent.
 */
export default async function housekeepingPlugin(app: FastifyInstance, options: { repositories: Repositories; securityEventRetentionDays: number }) {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      removeExpiredRows(options.repositories, { securityEventDays: options.securityEventRetentionDays }).then(
        (removed) => app.log.debug({ removed }, 'Expired rows removed'),
        (error: unknown) => app.log.error({ err: error }, 'Removing expired rows failed'),
      );
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
