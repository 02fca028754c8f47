import { API_PATHS, clientErrorReportSchema } from 'shared-contracts';
import type { ZodApp } from '../http/zod-schemas.js';
import type { KeptReleases, LiveReleases } from '../metrics/live-releases.js';
import type { AppMetrics } from '../metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface ClientErrorsPluginOptions {
  metrics: Pick<AppMetrics, 'clientErrors'>;
  rateLimiter: RateLimiter;
  liveReleases: LiveReleases;
  keptReleases: KeptReleases;
}

/**
 * `POST /api/client-errors` (docs/decisions/034): a browser's report, counted in /metrics by app, version and kind,
 * and logged. The app's live version and its kept releases (five at most, docs/decisions/035: open tabs still run
 * them) count under their own name; any other version as `other` (an old build, or a made-up value): anyone can
 * post here, and one series per invented version would grow without bound. `unknown`
 * (the browser never read its manifest) stays `unknown`. No csrf token: a report may come from a page whose session is gone, and it changes nothing but a count.
 */
export default async function clientErrorsPlugin(app: ZodApp, options: ClientErrorsPluginOptions) {
  const { metrics, rateLimiter, liveReleases, keptReleases } = options;
  app.post(
    API_PATHS.clientErrors,
    {
      schema: { body: clientErrorReportSchema },
      bodyLimit: 1024,
      config: { csrfExempt: true },
      preHandler: rateLimiter.guard('clientErrors'),
    },
    async (request, reply) => {
      const { app: name, version, kind } = request.body;
      const live = (await liveReleases())[name];
      const known = version === 'unknown' || (live !== null && version === live) || (await keptReleases(name)).includes(version);
      const labels = { app: name, version: known ? version : 'other', kind };
      metrics.clientErrors.inc(labels);
      request.log.warn({ clientError: labels }, 'A browser reported an error');
      return reply.code(204).send();
    },
  );
}
