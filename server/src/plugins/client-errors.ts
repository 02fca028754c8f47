import { API_PATHS, clientErrorReportSchema } from 'shared-contracts';
import type { ZodApp } from '../http/zod-schemas.js';
import type { LiveReleases } from '../metrics/live-releases.js';
import type { AppMetrics } from '../metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface ClientErrorsPluginOptions {
  metrics: Pick<AppMetrics, 'clientErrors'>;
  rateLimiter: RateLimiter;
  liveReleases: LiveReleases;
}

/**
 * `POST /api/client-errors` (issue 15, item 5): a browser's report, counted in /metrics by app, version and kind,
 * and logged. A version other than the app's live one counts as `other` (a tab still on an earlier build, or a
 * made-up value): anyone can post here, and one series per invented version would grow without bound. `unknown`
 * (the browser never read its manifest) stays `unknown`. No csrf token: a report may come from a page whose session is gone, and it changes nothing but a count.
 */
export default async function clientErrorsPlugin(app: ZodApp, options: ClientErrorsPluginOptions) {
  const { metrics, rateLimiter, liveReleases } = options;
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
      const labels = { app: name, version: version === 'unknown' || (live !== null && version === live) ? version : 'other', kind };
      metrics.clientErrors.inc(labels);
      request.log.warn({ clientError: labels }, 'A browser reported an error');
      return reply.code(204).send();
    },
  );
}
