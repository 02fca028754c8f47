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
import requestGuardPlugin from './plugins/request-guard.js';
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
    // Tokenised page paths are matched by the wildcard routes; the guard enforces the real limits.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // Not a proxy-aware app yet: a forwarded client address must not be believed from anyone.
    trustProxy: false,
    // Addresses the router cannot decode (`/%E0%A4%A`) get the usual JSON error instead of Fastify's.
    frameworkErrors: (error, request, reply) => {
      replyToError(error, request, reply);
    },
    clientErrorHandler,
    return503OnClosing: true,
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
