import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What /metrics reads on each scrape, from the parts of the server that own it. */
export interface MetricsSources {
  /** Node's default metrics too (one process, one app: main.ts). */
  processMetrics: boolean;
  /** PostgreSQL's pool; null on SQLite (one connection, nothing to watch). */
  pool: () => { total: number; idle: number; waiting: number } | null;
  /** The build version live for the shell and each remote (its manifest's buildVersion), null while unknown. */
  releases: () => Promise<Record<string, string | null>>;
}

/** Where a client error happened and what it was (POST /api/client-errors): labels, never a message. */
export type ClientErrorLabels = { app: string; version: string; kind: string };

export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  renderDuration: Histogram<'outcome'>;
  /** A remote's area the server render left to the browser (missing, slow or throwing server entry), by remote. */
  renderLeftToBrowser: Counter<'remote'>;
  renderFailures: Counter;
  renderUntrustedRemotes: Counter<'remote'>;
  clientErrors: Counter<keyof ClientErrorLabels>;
}

/**
 * The server's Prometheus metrics (docs/decisions/034), in a registry of each app rather than prom-client's global
 * one: a test builds many apps in one process, and each must count only its own. Names follow Prometheus's
 * conventions (base units, `_total` counters); the `portal_` prefix keeps them apart from other services.
 */
export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const renderDuration = new Histogram({
    name: 'portal_server_render_duration_seconds',
    help: "A page's server render (not the kept ones), by outcome: whole, or with areas left to the browser.",
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5],
    registers,
  });
  const renderLeftToBrowser = new Counter({
    name: 'portal_server_render_left_to_browser_total',
    help: "Areas of a remote that a server render left to the browser (the remote's server entry missing, slow or throwing).",
    labelNames: ['remote'] as const,
    registers,
  });
  const renderUntrustedRemotes = new Counter({
    name: 'portal_server_render_untrusted_remote_total',
    help: "Server entries of a remote from another origin refused before evaluation (no https, or bytes that do not match the digest in the remote's manifest, docs/decisions/045); the browser renders its areas.",
    labelNames: ['remote'] as const,
    registers,
  });
  const renderFailures = new Counter({
    name: 'portal_server_render_failures_total',
    help: 'Server renders that failed as a whole (the browser rendered the page).',
    registers,
  });
  const clientErrors = new Counter({
    name: 'portal_client_errors_total',
    help: 'Errors browsers reported (POST /api/client-errors), by app, its build version and kind.',
    labelNames: ['app', 'version', 'kind'] as const,
    registers,
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: "PostgreSQL pool connections by state (total, idle, waiting: callers waiting for one). Absent on SQLite.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const pool = sources.pool();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'portal_release_info',
    help: 'The build version live for the shell and each remote (1 for the version live).',
    labelNames: ['app', 'version'] as const,
    registers,
    async collect() {
      this.reset();
      const releases = await sources.releases();
      for (const [app, version] of Object.entries(releases)) this.set({ app, version: version ?? 'unknown' }, 1);
    },
  });

  return { registry, httpRequests, httpDuration, renderDuration, renderLeftToBrowser, renderFailures, renderUntrustedRemotes, clientErrors };
}
