import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { ANALYTICS_PATH_PREFIX, ROUTES } from 'shared-contracts';
import type { AppConfig } from './config.js';

/*
 * Logs never carry credentials, identity secrets or single-use tokens: logs are copied and kept far more widely
 * than the database. Headers and body fields
 * are redacted wherever a log line puts them; tokens inside addresses are masked in the request line.
 */

const SECRET_HEADERS = ['authorization', 'cookie', 'csrf-token', 'set-cookie'];

/** Body fields that hold a secret; calls added later rely on these being masked. */
export const SECRET_BODY_FIELDS = ['password', 'currentPassword', 'newPassword', 'ssn', 'ssnLastFour', 'dob', 'code', 'token', 'captchaToken'];

// `code` is also the name of every error code (err.code), so body fields are masked inside a body only.
const BODY_CONTAINERS = ['body', 'req.body', 'request.body'];

export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
    // Any object's headers one level down: @fastify/multipart logs `busboyOptions.headers` (the session cookie
    // and the csrf token of every upload) at trace level.
    `*.headers["${header}"]`,
  ]),
  ...BODY_CONTAINERS.flatMap((container) => SECRET_BODY_FIELDS.map((field) => `${container}.${field}`)),
];

// `/reset-password-<token>` and `/verify-email-<token>`: the token is a credential while it is valid.
const TOKEN_PREFIXES = ROUTES.filter((route) => route.path.includes('{token}')).map(
  (route) => route.path.slice(1, route.path.indexOf('{token}')),
);
const TOKEN_IN_URL = new RegExp(`(${TOKEN_PREFIXES.map((prefix) => prefix.replace(/[-/]/g, '\\$&')).join('|')})[A-Za-z0-9_-]+`, 'g');

export function maskUrlTokens(url: string): string {
  // The analytics client puts the visitor's distinct id (an e-mail address once identified) in the query of
  // /mp/*: the request line keeps the path only.
  if (url.startsWith(`${ANALYTICS_PATH_PREFIX}/`)) return url.split('?')[0]!;
  return TOKEN_PREFIXES.length > 0 ? url.replace(TOKEN_IN_URL, '$1[token]') : url;
}

export type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrlTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
