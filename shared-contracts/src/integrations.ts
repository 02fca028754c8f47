/**
 * The third-party integrations of spec 1, 3, 7, 8.6 and 9: product analytics through a same-origin
 * prefix, the tag manager and the live-chat messenger. The shell loads them; the server serves `/mp/*`, puts
 * their settings in `/env.json` and lets exactly their origins through its Content Security Policy.
 */

/** Spec 1 and 7: every analytics request goes to this same-origin prefix (mixpanel-browser `api_host`). */
export const ANALYTICS_PATH_PREFIX = '/mp';

/** Spec 7: the sub-routes of the prefix; each takes a form-encoded `data` field (base64 or JSON). */
export const ANALYTICS_ROUTES = ['track', 'engage', 'groups', 'record', 'flags'] as const;
export type AnalyticsRoute = (typeof ANALYTICS_ROUTES)[number];

/** `/mp/track/` — the trailing slash is how the client library calls them. */
export const analyticsPath = (route: AnalyticsRoute) => `${ANALYTICS_PATH_PREFIX}/${route}/`;

/** Spec 9 and 8.6: the analytics client's settings. */
export const ANALYTICS_CLIENT = {
  batchSize: 50,
  flushIntervalMs: 5000,
  batchRequestTimeoutMs: 90_000,
  cookieExpirationDays: 365,
  persistence: 'cookie',
  recordIdleTimeoutMs: 30 * 60 * 1000,
  linkTrackingTimeoutMs: 300,
} as const;

/** Spec 9: the page-scroll depths recorded once per page view. */
export const SCROLL_CHECKPOINTS_PERCENT = [25, 50, 75, 100] as const;

/** Spec 9: the Genesys messenger's environment. */
export const CHAT_ENVIRONMENT = 'prod-usw2';
/** Where the Genesys bootstrap script of that environment lives (the server may point elsewhere, e.g. a test). */
export const DEFAULT_CHAT_SCRIPT_URL = 'https://apps.usw2.pure.cloud/genesys-bootstrap/genesys.min.js';
/** The tag manager's script host (the server may point elsewhere, e.g. a test). */
export const DEFAULT_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
