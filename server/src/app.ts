import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { AppDatabase } from './db/database.js';
import { createRedirectsRepository } from './db/redirects-repository.js';
import { clientErrorHandler } from './http/client-error-handler.js';
import { MAX_URL_LENGTH } from './http/request-target.js';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/zod-schemas.js';
import { loggerOptions, type LoggerOptions } from './logging.js';
import envJsonPlugin from './plugins/env-json.js';
import errorsPlugin, { replyToError } from './plugins/errors.js';
import healthPlugin from './plugins/health.js';
import pagesPlugin from './plugins/pages.js';
import redirectLookupPlugin from './plugins/redirect-lookup.js';
import requestGuardPlugin, { replyToBadAddress } from './plugins/request-guard.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import sitemapXmlPlugin from './plugins/sitemap-xml.js';
import staticAssetsPlugin from './plugins/static-assets.js';
import { webRootLayout } from './web-root/web-root-layout.js';

/**
 * Request line plus headers Node accepts. Above Node's 16 KiB default, so that an over-long address
 * reaches the request guard and gets a JSON 414 instead of a bare 431 from the HTTP parser.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

export interface AppDependencies {
  database: AppDatabase;
  /** Where log lines go; tests pass a stream to read them. Default: standard output. */
  logStream?: LoggerOptions['stream'];
}

/** The whole HTTP application, not yet listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const { database } = dependencies;
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(dependencies.logStream ? { stream: dependencies.logStream } : {}) },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // Route parameters (`/api/x/:id`) may be as long as the address itself; request-guard.ts enforces
    // the real limits, with the same answer for every route.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // request.ip is the socket's peer: no X-Forwarded-For is believed until a deployment puts a known
    // proxy in front (per-IP rate limits will depend on it).
    trustProxy: false,
    // What the router rejects before any hook runs: undecodable addresses and over-long parameters.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') replyToBadAddress(reply, 'malformed');
      else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') replyToBadAddress(reply, 'too-long');
      else replyToError(error, request, reply);
    },
    clientErrorHandler,
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  database.onConnectionError((error) => app.log.error({ err: error }, 'Database connection error'));

  const layout = webRootLayout(config.webRoot);
  const redirects = createRedirectsRepository(database.db);

  // Order matters: hooks registered first apply to every route and to the not-found handler after them.
  await app.register(errorsPlugin);
  await app.register(requestGuardPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);

  await app.register(envJsonPlugin, { config, layout });
  await app.register(healthPlugin, { database });
  await app.register(redirectLookupPlugin, { redirects, publicUrl: config.publicUrl });
  await app.register(sitemapXmlPlugin, { publicUrl: config.publicUrl });
  await app.register(staticAssetsPlugin, { layout });
  await app.register(pagesPlugin, { layout, redirects, publicUrl: config.publicUrl });

  return app;
}
