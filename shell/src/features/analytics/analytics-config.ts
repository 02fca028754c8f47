import type { Config } from 'mixpanel-browser/dist/mixpanel-core.cjs.js';
import { ANALYTICS_CLIENT, ANALYTICS_PATH_PREFIX } from 'shared-contracts/core';

/**
 * mixpanel-browser's settings (spec 9, 8.6). Its batcher does the retries of 8.6 itself: a timeout retries
 * at once, 5xx/429/offline wait twice the flush interval or the Retry-After, 413 halves the batch, an
 * oversized single event is dropped, repeated queue failures turn batching off.
 *
 * - Every request goes to this origin's `/mp` (spec 1, 7); the server forwards or records it.
 * - `ip: false`: the requests ask the upstream not to geolocate the visitor from the IP address (`ip=0` in
 *   the query): no personal data beyond what an event carries.
 * - Nothing is captured automatically (clicks, inputs, page views, session recording, feature flags):
 *   only the named events of spec 7 and 9, whose properties the code chooses.
 * - `record_idle_timeout_ms` only matters where recording is on, and the core build has no recorder; it is
 *   set so the spec's value holds if the full build is ever used.
 */
export function analyticsClientConfig(origin: string, secure: boolean): Partial<Config> {
  return {
    api_host: `${origin}${ANALYTICS_PATH_PREFIX}`,
    batch_requests: true,
    batch_size: ANALYTICS_CLIENT.batchSize,
    batch_flush_interval_ms: ANALYTICS_CLIENT.flushIntervalMs,
    batch_request_timeout_ms: ANALYTICS_CLIENT.batchRequestTimeoutMs,
    persistence: ANALYTICS_CLIENT.persistence,
    cookie_expiration: ANALYTICS_CLIENT.cookieExpirationDays,
    secure_cookie: secure,
    record_idle_timeout_ms: ANALYTICS_CLIENT.recordIdleTimeoutMs,
    record_sessions_percent: 0,
    track_links_timeout: ANALYTICS_CLIENT.linkTrackingTimeoutMs,
    autocapture: false,
    track_pageview: false,
    flags: false,
    ip: false,
  };
}
