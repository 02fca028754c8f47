import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEY_HEADER } from 'shared-contracts';
import { ACCEPT_ENCODING, LOAD, type LoadSettings } from './api-config';

/** One route under load: what autocannon requests, with which headers. */
export interface LoadTarget {
  label: string;
  path: string;
  /** The session cookie for the signed-in calls; nothing for the floors. */
  cookie: string | null;
  /** A POST with this JSON body and these headers (the payment); GET otherwise. */
  post?: { body: string; headers: Record<string, string> };
  /** Each request its own Idempotency-Key, so each POST makes a payment as a customer's would. */
  freshIdempotencyKey?: boolean;
  /** Each request its own address (a page the server never keeps); `path` is the probe's. */
  freshPath?: () => string;
}

/** What one measured run gives; also what bench-results/api-throughput.json holds per route. */
export interface RouteFigures {
  label: string;
  path: string;
  /** Body bytes of one answer, from a single request before the run. */
  responseBytes: number;
  requestsPerSecondMean: number;
  requestsPerSecondStddev: number;
  /** autocannon's latency histogram has 1 ms resolution. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

const headersOf = (target: LoadTarget): Record<string, string> => ({
  'accept-encoding': ACCEPT_ENCODING,
  accept: '*/*',
  ...(target.cookie ? { cookie: target.cookie } : {}),
  ...(target.post ? { 'content-type': 'application/json', ...target.post.headers } : {}),
});

const withFreshKey = <Headers extends object>(target: LoadTarget, headers: Headers) =>
  target.freshIdempotencyKey ? { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : headers;

/**
 * One request before the load: a route that answers anything but 2xx now would only be measured failing,
 * and this says why in one line instead of after 12 seconds of errors.
 */
export async function probe(baseUrl: string, target: LoadTarget): Promise<number> {
  const response = await fetch(new URL(target.path, baseUrl), {
    method: target.post ? 'POST' : 'GET',
    headers: withFreshKey(target, headersOf(target)),
    ...(target.post ? { body: target.post.body } : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${target.label}: ${target.post ? 'POST' : 'GET'} ${target.path} answered ${response.status}: ${body.toString('utf8', 0, 300)}`);
  }
  return body.length;
}

/** autocannon sends a fixed request unless it is given a setupRequest, called before each request. */
function setupOf(target: LoadTarget): autocannon.Request['setupRequest'] | null {
  const { freshPath } = target;
  if (!target.freshIdempotencyKey && !freshPath) return null;
  return (request: autocannon.Request) => ({
    ...request,
    headers: withFreshKey(target, request.headers ?? {}),
    ...(freshPath ? { path: freshPath() } : {}),
  });
}

function run(baseUrl: string, target: LoadTarget, seconds: number, load: LoadSettings): Promise<autocannon.Result> {
  const setupRequest = setupOf(target);
  return autocannon({
    url: new URL(target.path, baseUrl).href,
    method: target.post ? 'POST' : 'GET',
    headers: headersOf(target),
    ...(target.post ? { body: target.post.body } : {}),
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
    connections: load.connections,
    pipelining: load.pipelining,
    duration: seconds,
  });
}

/** Why a run's figures describe errors rather than the route (anything but 2xx, or lost connections); null when they do not. */
export function failuresOf(figures: RouteFigures): string | null {
  if (figures.non2xx === 0 && figures.errors === 0) return null;
  return `${figures.label}: ${figures.non2xx} non-2xx answers and ${figures.errors} connection errors (${figures.timeouts} timeouts) ` +
    `out of ${figures.totalRequests}; status codes ${JSON.stringify(figures.statusCodes)}`;
}

/** A warm-up run whose result is thrown away, then the measured run; the API bench's load unless told. */
export async function measure(baseUrl: string, target: LoadTarget, responseBytes: number, load: LoadSettings = LOAD): Promise<RouteFigures> {
  await run(baseUrl, target, load.warmUpSeconds, load);
  const result = await run(baseUrl, target, load.durationSeconds, load);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    label: target.label,
    path: target.path,
    responseBytes,
    requestsPerSecondMean: result.requests.mean,
    requestsPerSecondStddev: result.requests.stddev,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
  };
}
