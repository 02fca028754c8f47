import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from 'shared-contracts';
import { replyNotFound } from '../http/error-reply.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { safeEqual } from '../security/tokens.js';

// Pages are answered by the not-found handler (routes/pages.ts matches them against the route table), so Fastify
// knows no route template for them; the page handler names its route here.
const pageTemplates = new WeakMap<FastifyRequest, string>();

/** Labels a page's request with its route's template (`/faq`, `/reset-password-{token}`), never its address. */
export function labelPageRequest(request: FastifyRequest, template: string): void {
  pageTemplates.set(request, template);
}

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN: the bearer token a scraper sends. Null: open outside production, off (404) in production. */
  token: string | null;
  production: boolean;
}

/**
 * `GET /metrics` in Prometheus's text format, and the request counts and durations behind it (docs/decisions/034).
 * A request is labelled by its route template (`/api/messages/:id`), never its address: an address can hold an
 * id or a token, and one series per address would grow without bound. A page is labelled `page <its route's
 * path>`, whatever its locale prefix; what neither a route nor a page matched is `unmatched`.
 */
const routeOfPage = (request: FastifyRequest) => {
  const template = pageTemplates.get(request);
  return template === undefined ? 'unmatched' : `page ${template}`;
};

async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const { metrics, token, production } = options;

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? routeOfPage(request), status: String(reply.statusCode) };
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
