import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from 'shared-contracts';
import { replyNotFound } from '../http/error-reply.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { safeEqual } from '../security/tokens.js';

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN: the bearer token a scraper sends. Null: open outside production, off (404) in production. */
  token: string | null;
  production: boolean;
}

/**
 * `GET /metrics` in Prometheus's text format, and the request counts and durations behind it (docs/decisions/034).
 * A request is labelled by its route template (`/api/messages/:id`), never its address: an address can hold an
 * id or a token, and one series per address would grow without bound. What no route matched is `unmatched`.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const { metrics, token, production } = options;

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(API_PATHS.metrics, async (request, reply) => {
    // What the site's insides look like is for the team's scraper, not for visitors: a token, or nothing in production.
    if (token === null ? production : !safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return replyNotFound(reply);
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

export default fp(metricsPlugin, { name: 'metrics', fastify: '5.x' });
