import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { requestIsHttps } from '../http/site-origin.js';

/*
 * Third-party origins the browser may load from, beside our own. They stay empty until the integration
 * that needs them is switched on by configuration (tag manager, chat, captcha provider: DESIGN allows
 * no other third-party loads). Add an origin here together with the code that loads from it.
 */
export const THIRD_PARTY_SCRIPT_ORIGINS: readonly string[] = [];
export const THIRD_PARTY_CONNECT_ORIGINS: readonly string[] = [];
export const THIRD_PARTY_FRAME_ORIGINS: readonly string[] = [];
export const THIRD_PARTY_IMAGE_ORIGINS: readonly string[] = [];

const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** Origins of remotes configured on another host: the shell loads their scripts, styles and manifests. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteManifests'>): string[] {
  const origins = Object.values(config.remoteManifests)
    .filter((manifest) => /^https?:\/\//i.test(manifest))
    .map((manifest) => new URL(manifest).origin);
  return [...new Set(origins)];
}

export function contentSecurityDirectives(config: Pick<AppConfig, 'remoteManifests'>) {
  const remotes = remoteOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...THIRD_PARTY_SCRIPT_ORIGINS],
    // Chakra's emotion runtime injects <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', ...remotes, ...THIRD_PARTY_IMAGE_ORIGINS],
    fontSrc: ["'self'", ...remotes],
    connectSrc: ["'self'", ...remotes, ...THIRD_PARTY_CONNECT_ORIGINS],
    frameSrc: ["'self'", ...THIRD_PARTY_FRAME_ORIGINS],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

async function securityHeadersPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Remotes may be served from another origin that sends no CORP header.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent conditionally below: over plain HTTP in development it would pin localhost to HTTPS.
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (config.nodeEnv === 'production' || requestIsHttps(request)) reply.header('strict-transport-security', HSTS);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
