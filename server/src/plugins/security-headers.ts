import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHAT_ENVIRONMENT } from 'shared-contracts';
import type { AppConfig } from '../config.js';
import { requestIsHttps } from '../http/site-origin.js';
import { EARLY_EVENTS_SCRIPT_HASH } from '../web-root/early-events.js';

/** The Genesys Cloud domain of each chat environment: its messenger's API, CDN and websocket live there. */
const GENESYS_REGION_DOMAINS = { 'prod-usw2': 'usw2.pure.cloud' } as const satisfies Record<typeof CHAT_ENVIRONMENT, string>;

/** Google Analytics' collect endpoints, which the tag manager's GA4 tags send to (Google's CSP guide). */
const GOOGLE_ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const GOOGLE_ANALYTICS_IMAGES = ['https://*.google-analytics.com'];

/** Third-party origins by CSP directive, beside our own and the remotes'. */
export interface ThirdPartyOrigins {
  script: string[];
  style: string[];
  connect: string[];
  image: string[];
  frame: string[];
}

/**
 * Exactly the origins of the integrations the configuration turns on (no other third party: an injected script
 * can neither load code from nor send data to anywhere else),
 * and none when nothing is configured:
 * - live chat, when GENESYS_DEPLOYMENT_ID is set: the bootstrap script's origin (CHAT_SCRIPT_URL: script,
 *   styles, the messenger's frame and images) and the region's API, CDN and websocket (spec 9 `prod-usw2`);
 * - tag manager, when a GTM_* id is set: TAG_MANAGER_ORIGIN (script, its requests and pixels) and Google
 *   Analytics' collect origins.
 * The captcha is self-hosted (ALTCHA) and analytics goes through the same-origin `/mp`: neither adds one.
 */
export function thirdPartyOrigins(config: Pick<AppConfig, 'thirdParty' | 'integrations'>): ThirdPartyOrigins {
  const origins: ThirdPartyOrigins = { script: [], style: [], connect: [], image: [], frame: [] };
  const { thirdParty, integrations } = config;
  if (thirdParty.genesysDeploymentId !== '') {
    const scriptOrigin = new URL(integrations.chatScriptUrl).origin;
    const domain = GENESYS_REGION_DOMAINS[CHAT_ENVIRONMENT];
    origins.script.push(scriptOrigin);
    origins.style.push(scriptOrigin);
    origins.frame.push(scriptOrigin);
    origins.connect.push(scriptOrigin, `https://api.${domain}`, `https://api-cdn.${domain}`, `wss://webmessaging.${domain}`);
    origins.image.push(scriptOrigin, `https://api-cdn.${domain}`);
  }
  if (thirdParty.gtmMeasurementId !== '' || thirdParty.gtmLegacyMessagingId !== '') {
    const tagManager = integrations.tagManagerOrigin;
    origins.script.push(tagManager);
    origins.connect.push(tagManager, ...GOOGLE_ANALYTICS_CONNECT);
    origins.image.push(tagManager, ...GOOGLE_ANALYTICS_IMAGES);
  }
  return origins;
}

const HSTS = 'max-age=31536000; includeSubDomains';
/**
 * Every powerful feature the site does not use, denied to it and to any frame: a script that
 * got in can reach none of them. Fullscreen too: the dialogs' "full screen" is a size, not the Fullscreen API.
 * Only features a browser recognises: Chromium warns on every page about a token it does not know
 * (`ambient-light-sensor`, `bluetooth`), and no browser offers those to a page without one anyway.
 */
export const PASSKEY_FEATURES = ['publickey-credentials-create', 'publickey-credentials-get'] as const;

const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'browsing-topics', 'camera', 'display-capture',
  'encrypted-media', 'fullscreen', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone',
  'midi', 'payment', 'picture-in-picture', 'screen-wake-lock', 'serial', 'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  // Passkeys (docs/decisions/052): the site's own pages make and use them; no frame of another origin may.
  .concat(PASSKEY_FEATURES.map((feature) => `${feature}=(self)`))
  .join(', ');

/**
 * Origins of remotes configured on another host, and those an integration tester's override may load from
 * (REMOTE_OVERRIDE_ORIGINS): the shell loads their scripts, styles and manifests.
 */
export function remoteOrigins(config: Pick<AppConfig, 'remoteManifests' | 'remoteOverrides'>): string[] {
  const origins = Object.values(config.remoteManifests)
    .filter((manifest) => /^https?:\/\//i.test(manifest))
    .map((manifest) => new URL(manifest).origin);
  return [...new Set([...origins, ...(config.remoteOverrides?.origins ?? [])])];
}

export function contentSecurityDirectives(config: Pick<AppConfig, 'remoteManifests' | 'remoteOverrides' | 'thirdParty' | 'integrations'>) {
  const remotes = remoteOrigins(config);
  const third = thirdPartyOrigins(config);
  const sources = (...lists: string[][]) => [...new Set(lists.flat())];
  return {
    defaultSrc: ["'self'"],
    // The page's one inline script, by its hash (docs/decisions/059): it holds clicks until the page is interactive.
    scriptSrc: sources(["'self'", EARLY_EVENTS_SCRIPT_HASH], remotes, third.script),
    // Chakra's emotion runtime injects <style> elements.
    styleSrc: sources(["'self'", "'unsafe-inline'"], remotes, third.style),
    imgSrc: sources(["'self'", 'data:'], remotes, third.image),
    fontSrc: ["'self'", ...remotes],
    connectSrc: sources(["'self'"], remotes, third.connect),
    frameSrc: sources(["'self'"], third.frame),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

async function securityHeadersPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  // helmet itself, built once: @fastify/helmet builds it again on every request, which parsed the policy anew
  // each time (a twentieth of the server's busy time under the bench's load).
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Remotes may be served from another origin that sends no CORP header.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent conditionally below: over plain HTTP in development it would pin localhost to HTTPS.
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (config.nodeEnv === 'production' || requestIsHttps(request)) reply.header('strict-transport-security', HSTS);
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
