import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ANALYTICS_PATH_PREFIX, ANALYTICS_ROUTES, analyticsPath, type AnalyticsRoute } from 'shared-contracts';
import type { AnalyticsStore } from '../analytics/analytics-store.js';
import {
  ANALYTICS_BODY_LIMIT,
  PayloadError,
  analyticsQuerySchema,
  basicAuthToken,
  dataFieldOf,
  decodeDataField,
  eventsOf,
  withoutIp,
  type AnalyticsQuery,
} from '../analytics/payload.js';
import { UpstreamError, forwardToUpstream, forwardingHeaders } from '../analytics/upstream.js';
import type { AppConfig } from '../config.js';
import { answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/** Development only (app.ts): what `/mp/*` stored, for the browser tests and a curious developer. */
export const DEV_ANALYTICS_PATH = '/dev/analytics.json';

/** What the service answers a recorded call; mixpanel-browser reads `status` 1 as success in verbose mode. */
const VERBOSE_OK = { status: 1, error: null } as const;

export interface AnalyticsProxyOptions {
  config: AppConfig;
  rateLimiter: RateLimiter;
  events: AnalyticsStore;
}

/**
 * The same-origin analytics prefix of spec 1 and 7 (`/mp/track/`, `engage/`, `groups/`, `record/`,
 * `flags/`):
 * - 404 while ANALYTICS_TOKEN is unset (the shell then loads no analytics client at all);
 * - 429 with Retry-After past the per-IP rate limit, 413 above ANALYTICS_BODY_LIMIT or 2000 events,
 *   415 for a content type the client never sends, 400 for a `data` field that is not an event batch,
 *   403 when an event carries another project's token;
 * - with ANALYTICS_UPSTREAM: the call goes on to the service unchanged (path, query, body, content type)
 *   and its status, body and Retry-After come back unchanged; 502 when it cannot be reached, 504 when
 *   it does not answer within ANALYTICS_UPSTREAM_TIMEOUT_MS;
 * - without: the events are stored in `analytics_events` and answered as the service would (`1`, or
 *   `{"status":1,"error":null}` with `verbose=1`).
 * The routes need no csrf token: they change nothing of a user's, and the client cannot send one.
 */
export default async function analyticsProxyPlugin(app: ZodApp, options: AnalyticsProxyOptions) {
  await app.register(mpRoutes, options);
  if (options.config.nodeEnv !== 'production') await app.register(devAnalyticsView, { events: options.events });
}

async function mpRoutes(app: ZodApp, options: AnalyticsProxyOptions) {
  const { config, rateLimiter, events } = options;
  const projectToken = config.thirdParty.analyticsToken;
  const upstream = config.integrations.analyticsUpstream;

  // Bodies stay bytes: forwarded as they came, decoded here only to check them (or store them).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ANALYTICS_BODY_LIMIT }, (_request, body, done) => done(null, body));
  answersAreNotStored(app);

  app.addHook('onRequest', async (request, reply) => {
    if (projectToken === '') return replyWithError(reply, 404, ERROR_STATUS.notFound, 'Product analytics is not configured on this site');
    await rateLimiter.hit('analytics', request.ip);
  });

  async function relay(request: FastifyRequest, reply: FastifyReply, base: string, query: AnalyticsQuery) {
    try {
      const answer = await forwardToUpstream({
        base,
        timeoutMs: config.integrations.analyticsUpstreamTimeoutMs,
        method: request.method === 'GET' ? 'GET' : 'POST',
        pathAndQuery: request.url.slice(ANALYTICS_PATH_PREFIX.length),
        headers: forwardingHeaders(request.headers, request.ip, query.ip !== '0'),
        ...(Buffer.isBuffer(request.body) ? { body: request.body } : {}),
      });
      reply.code(answer.statusCode);
      if (answer.contentType) reply.type(answer.contentType);
      if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
      return reply.send(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ err: { kind: error.kind } }, 'Analytics upstream failed');
      return error.kind === 'timeout'
        ? replyWithError(reply, 504, ERROR_STATUS.unavailable, error.message)
        : replyWithError(reply, 502, ERROR_STATUS.unavailable, error.message);
    }
  }

  function refuse(reply: FastifyReply, error: PayloadError) {
    if (error.kind === 'too-many') return replyWithError(reply, 413, ERROR_STATUS.payloadTooLarge, error.message);
    if (error.kind === 'wrong-token') return replyWithError(reply, 403, ERROR_STATUS.forbidden, error.message);
    return replyWithError(reply, 400, ERROR_STATUS.invalid, error.message);
  }

  const answerRecorded = (reply: FastifyReply, query: AnalyticsQuery) =>
    query.verbose === '1' ? reply.send(VERBOSE_OK) : reply.type('text/plain; charset=utf-8').send('1');

  async function handleData(route: AnalyticsRoute, request: FastifyRequest, reply: FastifyReply, query: AnalyticsQuery) {
    const mediaType = mediaTypeOf(request.headers['content-type']);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (route === 'record' && mediaType === 'application/octet-stream') return handleRecording(request, reply, query, body);
    // text/plain: navigator.sendBeacon's type for the same `data=…` string, sent as the page unloads.
    if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'text/plain') {
      return replyWithError(reply, 415, ERROR_STATUS.unsupportedMediaType, 'Send the data field form-encoded');
    }
    const data = dataFieldOf(body);
    if (data === null) return replyWithError(reply, 400, ERROR_STATUS.invalid, 'The data field is missing');
    let checked: ReturnType<typeof eventsOf>;
    try {
      checked = eventsOf(route, decodeDataField(data), projectToken);
    } catch (error) {
      if (error instanceof PayloadError) return refuse(reply, error);
      throw error;
    }
    if (upstream) return relay(request, reply, upstream, query);
    await events.add(checked);
    return answerRecorded(reply, query);
  }

  // Session-recording frames: kept by the service only. Without one, the replay's ids are noted (what
  // arrived, and when) but not the frames, which copy the page a visitor saw.
  async function handleRecording(request: FastifyRequest, reply: FastifyReply, query: AnalyticsQuery, body: Buffer) {
    if (basicAuthToken(request.headers.authorization) !== projectToken) {
      return refuse(reply, new PayloadError('wrong-token', "The recording does not carry this site's analytics project token"));
    }
    if (upstream) return relay(request, reply, upstream, query);
    const { ip: _ip, _: _timestamp, verbose: _verbose, ...replay } = query;
    await events.add([
      {
        route: 'record',
        eventName: '$mp_session_record',
        distinctId: typeof replay.distinct_id === 'string' ? replay.distinct_id.slice(0, 255) : null,
        properties: withoutIp({ ...replay, bytes: body.length }),
      },
    ]);
    return reply.send(VERBOSE_OK);
  }

  const routeConfig = { csrfExempt: true };
  const dataSchema = { querystring: analyticsQuerySchema };
  for (const route of ANALYTICS_ROUTES) {
    const path = analyticsPath(route);
    // With and without the trailing slash: the client uses it, the service accepts both.
    for (const url of [path, path.slice(0, -1)]) {
      app.post(url, { schema: dataSchema, config: routeConfig, bodyLimit: ANALYTICS_BODY_LIMIT }, (request, reply) =>
        handleData(route, request, reply, request.query),
      );
    }
  }

  // Feature flags: the client asks with a GET (token in the query and the Authorization header).
  // Without an upstream there are no flags to hand out.
  const flagsQuerySchema = analyticsQuerySchema.extend({ token: z.string().max(255).optional() });
  for (const url of [analyticsPath('flags'), analyticsPath('flags').slice(0, -1)]) {
    app.get(url, { schema: { querystring: flagsQuerySchema }, config: routeConfig }, async (request, reply) => {
      const token = request.query.token ?? basicAuthToken(request.headers.authorization);
      if (token !== projectToken) return refuse(reply, new PayloadError('wrong-token', "The request does not carry this site's analytics project token"));
      if (upstream) return relay(request, reply, upstream, request.query);
      return reply.send({ flags: {} });
    });
  }

  // The flags client's note that a visitor met a flag's first-time event; only the service hands out
  // such flags, so without one there is nothing to note.
  const firstTimeParams = z.object({ flagId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
  app.post(
    `${analyticsPath('flags')}:flagId/first-time-events`,
    { schema: { params: firstTimeParams, querystring: analyticsQuerySchema }, config: routeConfig, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      if (basicAuthToken(request.headers.authorization) !== projectToken) {
        return refuse(reply, new PayloadError('wrong-token', "The request does not carry this site's analytics project token"));
      }
      if (upstream) return relay(request, reply, upstream, request.query);
      return reply.code(204).send();
    },
  );
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const devAnalyticsEntrySchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  route: z.enum(ANALYTICS_ROUTES),
  event: z.string().nullable(),
  distinctId: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
});
export type DevAnalyticsEntry = z.infer<typeof devAnalyticsEntrySchema>;

const devAnalyticsQuerySchema = z.object({
  /** Only events of this name, e.g. `Spanish User`. */
  event: z.string().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

/** `GET /dev/analytics.json[?event=<name>][&limit=<1..1000>]`: the stored events, newest first. */
async function devAnalyticsView(app: ZodApp, options: { events: AnalyticsStore }) {
  answersAreNotStored(app);
  app.get(
    DEV_ANALYTICS_PATH,
    { schema: { querystring: devAnalyticsQuerySchema, response: { 200: z.array(devAnalyticsEntrySchema) } } },
    async (request): Promise<DevAnalyticsEntry[]> => options.events.recent(request.query.limit, request.query.event),
  );
}
