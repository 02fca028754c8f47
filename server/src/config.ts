import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RELEASES_DIR } from './releases/release-store.js';
import {
  DEFAULT_CHAT_SCRIPT_URL,
  DEFAULT_TAG_MANAGER_ORIGIN,
  ENV_DEFAULTS,
  SESSION,
  remoteBasePath,
  type RemoteKey,
} from 'shared-contracts';

/**
 * Configuration of the server, read once at start from environment variables.
 *
 * | Variable                   | Default                              | Meaning |
 * |----------------------------|--------------------------------------|---------|
 * | `PORT`                     | `3000`                               | TCP port to listen on (0 picks a free port). |
 * | `HOST`                     | `127.0.0.1`                          | Interface to listen on; `0.0.0.0` in a container. Outside production only a loopback address (127.x, `::1`, `localhost`), unless `ALLOW_DEVELOPMENT_ON_NETWORK=true`. |
 * | `ALLOW_DEVELOPMENT_ON_NETWORK` | `false`                          | `true` lets a development or test server listen on a non-loopback `HOST`, with a warning at start: its mailbox (`/dev/mailbox`), demo users and generated secrets are then open to the network. |
 * | `DATABASE_URL`             | `file:./data/portal.db` (not in production) | `file:<path>` is an SQLite file, relative to the working directory (its folder is created); `postgres://…` selects PostgreSQL. Production requires it. |
 * | `MFE_PUBLIC_MANIFEST`      | `/remotes/mfe-public/mf-manifest.json`  | Manifest URL of the public remote, handed to the shell in `/env.json`: a same-origin path or an absolute http(s) URL (https only in production). |
 * | `MFE_AUTH_MANIFEST`        | `/remotes/mfe-auth/mf-manifest.json`    | Same, for the auth remote. |
 * | `MFE_ACCOUNT_MANIFEST`     | `/remotes/mfe-account/mf-manifest.json` | Same, for the account remote. |
 * | `METRICS_TOKEN`            | unset                                | Bearer token for `GET /metrics` (Prometheus). Unset: open outside production, answered 404 in production. 32 to 256 characters. |
 * | `RENDER_THREADS`           | the machine's cores                  | Worker threads that render pages, one page at a time each, off the event loop that answers the calls (docs/decisions/047). `0` renders in the main thread, one page at a time (the path before the pool; the bench compares the two). |
 * | `SERVER_RENDER_BUDGET_MS`  | `1500`                               | How long a page's server render may wait for the remotes; past it their areas go out empty and the browser renders them. `0` turns server rendering off (every page rendered by the browser). |
 * | `SESSION_TIMEOUT_SECONDS`  | `600`                                | Idle session timeout (spec 9); at least 11. |
 * | `SESSION_ALERT_SECONDS`    | `120`                                | Warning shown this long before the timeout; must be below the timeout minus 10. |
 * | `SUMMARIES_REFETCH_INTERVAL` | `60`                               | Seconds between message-summary polls. |
 * | `RELEASE_POLL_SECONDS`     | `60`                                 | Seconds between the shell's new-release checks. |
 * | `GENESYS_DEPLOYMENT_ID`    | empty                                | Live-chat deployment id (empty: none configured). |
 * | `GTM_MEASUREMENT_ID`       | empty                                | Tag-manager measurement id, sent as `gtmMeasurmentId` (the spec's spelling). |
 * | `GTM_LEGACY_MESSAGING_ID`  | empty                                | Tag-manager legacy messaging id. |
 * | `CAPTCHA_SITE_KEY`         | empty                                | Captcha site key for the recovery forms. |
 * | `ANALYTICS_TOKEN`          | empty                                | Product-analytics project token. |
 * | `ANALYTICS_MEASUREMENT_ID` | empty                                | Analytics measurement id. |
 * | `ANALYTICS_UPSTREAM`       | empty                                | Base URL of the analytics service that `/mp/*` forwards to (`https://api-js.mixpanel.com`); needs `ANALYTICS_TOKEN`. Empty: the events are stored in the `analytics_events` table. |
 * | `ANALYTICS_UPSTREAM_TIMEOUT_MS` | `15000`                         | How long a forwarded analytics request may take before the browser gets a 504 (below the client's 90 s timeout). |
 * | `CHAT_SCRIPT_URL`          | the Genesys `prod-usw2` bootstrap    | URL of the chat messenger's bootstrap script (only loaded when `GENESYS_DEPLOYMENT_ID` is set). |
 * | `TAG_MANAGER_ORIGIN`       | `https://www.googletagmanager.com`   | Origin the tag manager's scripts load from (only when a `GTM_*` id is set). |
 * | `PUBLIC_URL`               | unset (required in production)       | The site's absolute origin (`https://www.example.com`). Every link the server writes (mails, sitemap.xml, canonical links) is built from it, and a request addressed to another host is answered 421. Unset (development and tests only): taken from each request's host. |
 * | `WEB_ROOT`                 | the repository root                  | Folder holding `shell/dist` and each `mfe-<name>/dist`; relative to the working directory. |
 * | `NODE_ENV`                 | `production`                         | `production` (the default: a server started with nothing set refuses to start and lists what it lacks) requires the secrets, `DATABASE_URL`, `PUBLIC_URL` and `SMTP_URL`, and turns on HSTS; `development` or `test` adds the mailbox and demo users, on a loopback `HOST` only. |
 * | `LOG_LEVEL`                | `info`                               | fatal, error, warn, info, debug, trace or silent. |
 * | `DATA_DIR`                 | `./data`                             | Folder for files the server makes itself (the development secrets file); relative to the working directory. |
 * | `REMOTE_OVERRIDES`         | `off`                                | `on` lets a page load remotes at chosen versions: `?remotes=mfe-account@<kept version>` (or `@<manifest URL>` on a `REMOTE_OVERRIDE_ORIGINS` origin), kept for the tab, with a banner (docs/decisions/036). Refused in production. |
 * | `REMOTE_OVERRIDE_ORIGINS`  | empty                                | Comma-separated http(s) origins whose manifests an override may name; added to the CSP. Only with `REMOTE_OVERRIDES=on`. |
 * | `REMOTES_CORS_ORIGINS`     | empty                                | Comma-separated origins of shells on another host that load the remotes this server serves (their `MFE_*_MANIFEST` points here): `/remotes/…` answers them with CORS and a cross-origin resource policy. |
 * | `RELEASES_DIR`             | `./data/releases`                    | Folder of each remote's releases (`npm run release -w mfe-account`): a remote with a live release there is served from it, one never released from its build folder. Relative to the working directory; the release command and every instance must name the same folder. |
 * | `STATEMENT_PRINT_DIR`      | `./data/statement-print`             | Folder where the statement cycle job writes each statement date's print list of paper statements (`statements-to-print-YYYY-MM-DD.csv`, docs/decisions/057) for the print house. Relative to the working directory; every instance must name the same folder. |
 * | `IDENTITY_HASH_SECRET`     | generated (not in production)        | Key of the HMAC-SHA256 hashes of SSNs, dates of birth and lookup codes; at least 32 characters. Never change it on a live database: the stored hashes would stop matching. Unset outside production: generated once into `DATA_DIR/secrets.json`. |
 * | `SIGNING_SECRET`           | generated (not in production)        | Key that signs cookies, captcha challenges and rate-limit keys; at least 32 characters; may be rotated. Unset outside production: as above. |
 * | `PAYMENT_DATA_KEYS`        | derived (not in production)          | Keys of the AES-256-GCM encryption of saved bank account numbers: `id:base64url-of-32-bytes`, comma-separated, the first encrypts and all decrypt (rotation: put the new key first, keep the old ones until no row uses them). Unset outside production: one key derived from the signing secret. |
 * | `DEMO_SECOND_FACTOR`       | `off`                                | Outside production, the seeded demo users sign in without the code of a new device (docs/decisions/033); `on` asks them for it too. Every other user, and every user in production, gets it. |
 * | `SEED_DEMO_DATA`           | `true`, `false` in production        | Adds the demo users and loans (README) to an empty database on start. `true` is refused in production. |
 * | `SMTP_URL`                 | unset (required in production)       | `smtp://user:pass@host:587` or `smtps://…`: mail goes out by SMTP. Unset (development and tests only): mail goes to the outbox table (`/dev/mailbox`). |
 * | `MAIL_FROM`                | `Roadbridge Auto Finance <no-reply@roadbridge.example>` | Sender of every mail. |
 * | `CONTACT_TEAM_EMAIL`       | `customercare@roadbridge.example`    | Receives each message of the contact form (reply-to: the visitor). |
 * | `DEALER_TEAM_EMAIL`        | `dealers@roadbridge.example`         | Receives each dealer enquiry (reply-to: the dealer). |
 * | `CAREERS_EMAIL`            | `careers@roadbridge.example`         | Where applications go for openings without an application page of their own (a `mailto:` link). |
 * | `CAPTCHA_COST`             | `500`                                | ALTCHA proof-of-work: PBKDF2-SHA-256 iterations per attempt. |
 * | `CAPTCHA_MAX_COUNTER`      | `2000`                               | ALTCHA proof-of-work: the solution lies between half of this and this many attempts. |
 * | `SECURITY_EVENT_RETENTION_DAYS` | `400`                           | How long the audit trail (`security_events`: sign-ins, failures, locks, resets, changes, lookups, enrolments, csrf refusals) is kept; a housekeeping job deletes older rows. |
 * | `RATE_LIMIT_MULTIPLIER`    | `1`                                  | Multiplies every rate limit (login, recovery, lookup); raise it for load tests, never in production. |
 * | `BENCH_FLOOR`              | `false`                              | `true` adds `GET /api/bench/floor?bytes=N`, a JSON body of N bytes from memory (no session, no database): the floor `npm run bench` sets each signed-in read against. Refused in production. |
 * | `BUSINESS_CLOCK_START`     | unset                                | Outside production only: the moment (ISO 8601 with offset, `2026-11-24T15:00:00-06:00`) the money calls and the demo data believe it is when the server starts; it then runs on in real time. The browser tests pin it, so a payment's cut-off and dates do not depend on when they run. |
 * | `ACH_OUTBOX_DIR`           | `DATA_DIR/ach/outbox`                | Where the `ach-origination` job writes each business day's NACHA file of debits (docs/decisions/055); the bank's transfer picks them up from there. Relative to the working directory. |
 * | `ACH_RETURNS_DIR`          | `DATA_DIR/ach/returns`               | Where the bank's NACHA return files are put; the `ach-returns` job reads each once and moves it to `processed/` in it. |
 * | `ACH_ODFI_ROUTING`         | `123456780` (unset in production)    | The originating bank's routing number (immediate destination and origin of the file, ODFI of the batch). In production the ACH file is not written until the three ACH bank facts are set (the job fails and says so). |
 * | `ACH_COMPANY_ID`           | `1752004120` (unset in production)   | The company identification the bank gave us (batch header). |
 * | `ACH_OFFSET_ACCOUNT`       | `000123456789` (unset in production) | Our settlement account at the ODFI: the offsetting credit of each balanced file. Never logged nor echoed. |
 * | `TRUST_PROXY`              | unset                                | Addresses or CIDR ranges of the reverse proxies in front (`10.0.0.0/8,127.0.0.1`): the client address (per-IP rate limits) is then read from X-Forwarded-For. Unset: the socket's peer. |
 *
 * An empty variable counts as unset, so `FOO=` in a .env file falls back to the default.
 */

export type DatabaseSettings =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'postgres'; connectionString: string };

/**
 * Where the third-party integrations (analytics upstream, chat, tag manager) live. Each URL is https, or http on a loopback host outside production
 * (the tests stand a local server in for the real service); integrations.ts holds the defaults.
 */
export interface IntegrationSettings {
  /** Base URL without trailing slash that `/mp/<route>/` forwards to; null: events are stored locally. */
  analyticsUpstream: string | null;
  analyticsUpstreamTimeoutMs: number;
  chatScriptUrl: string;
  /** An origin only (scheme, host, port). */
  tagManagerOrigin: string;
}

export interface ThirdPartyIds {
  genesysDeploymentId: string;
  gtmMeasurementId: string;
  gtmLegacyMessagingId: string;
  captchaSiteKey: string;
  analyticsToken: string;
  analyticsMeasurementId: string;
}

/** Secrets as the environment gives them; `null` when unset (secrets.ts then makes development ones). */
export interface SecretSettings {
  identityHash: string | null;
  signing: string | null;
  /** PAYMENT_DATA_KEYS as given (`id:key,…`). */
  paymentDataKeys: string | null;
}

export interface MailSettings {
  /** nodemailer SMTP transport URL, or null for the outbox table. */
  smtpUrl: string | null;
  from: string;
}

/** The company's own mailboxes the public site's forms and careers list point to. */
export interface TeamAddresses {
  contact: string;
  dealers: string;
  careers: string;
}

export interface CaptchaSettings {
  cost: number;
  maxCounter: number;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseSettings;
  remoteManifests: Record<RemoteKey, string>;
  /** Decision 027: the wait for the remotes in a server render; 0 turns server rendering off. */
  serverRenderBudgetMs: number;
  /** RENDER_THREADS: worker threads that render pages (docs/decisions/047); 0 renders in the main thread. */
  renderThreads: number;
  /** METRICS_TOKEN, or null (then /metrics is open outside production and off in production). */
  metricsToken: string | null;
  sessionTimeoutSeconds: number;
  sessionAlertSeconds: number;
  summariesRefetchInterval: number;
  releasePollSeconds: number;
  thirdParty: ThirdPartyIds;
  integrations: IntegrationSettings;
  /** Origin without trailing slash, or null to derive it from the request. */
  publicUrl: string | null;
  webRoot: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  dataDir: string;
  releasesDir: string;
  /** STATEMENT_PRINT_DIR: the statement cycle's print lists (docs/decisions/057). */
  statementPrintDir: string;
  /** REMOTES_CORS_ORIGINS: shells on other origins that load the remotes this server serves. */
  remotesCorsOrigins: string[];
  /** REMOTE_OVERRIDES=on: the origins an override's manifest URL may be on; null when off. */
  remoteOverrides: { origins: string[] } | null;
  secrets: SecretSettings;
  seedDemoData: boolean;
  /** BENCH_FLOOR: the bench's same-sized JSON floor route. */
  benchFloor: boolean;
  mail: MailSettings;
  teamAddresses: TeamAddresses;
  captcha: CaptchaSettings;
  rateLimitMultiplier: number;
  /** Outside production and without DEMO_SECOND_FACTOR=on: the seeded demo users skip a new device's code. */
  demoUsersSkipSecondFactor: boolean;
  /** SECURITY_EVENT_RETENTION_DAYS: the audit trail's rows older than this are deleted (docs/decisions/031). */
  securityEventRetentionDays: number;
  /** Fastify's trustProxy: false, or the proxies' addresses / CIDR ranges, comma-separated. */
  trustProxy: false | string;
  /** ALLOW_DEVELOPMENT_ON_NETWORK: a development server on a non-loopback HOST (main.ts warns at start). */
  developmentOnNetwork: boolean;
  /** Where the business clock starts (tests only); null: the system clock. */
  businessClockStart: Date | null;
  /** ACH origination and returns (docs/decisions/055). */
  ach: AchSettings;
}

/** The bank facts and folders of the ACH jobs (docs/decisions/055). */
export interface AchSettings {
  outboxDir: string;
  returnsDir: string;
  /** Null in production until set: the origination job then refuses to write a file naming a made-up bank. */
  bank: AchBankFacts | null;
}

export interface AchBankFacts {
  odfiRouting: string;
  companyId: string;
  /** Our settlement account at the ODFI (the balanced file's offsetting credit). */
  offsetAccount: string;
}

/** Outside production: a fictitious bank (the routing number passes the ABA check digit and belongs to nobody). */
const DEVELOPMENT_ACH_BANK: AchBankFacts = { odfiRouting: '123456780', companyId: '1752004120', offsetAccount: '000123456789' };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoadConfigOptions {
  /** Where WEB_ROOT points when unset; main.ts derives it from its own location. */
  defaultWebRoot: string;
  /** Base of relative paths in DATABASE_URL and WEB_ROOT. */
  cwd?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .default(fallback),
  );

// These ids end up inside script URLs and markup built by the shell: quotes, angle brackets and whitespace
// have no place in any provider's id format and would only serve an injection.
const thirdPartyId = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .max(512, 'must be at most 512 characters')
    .regex(/^[^\s"'<>`\\]*$/, 'must not contain whitespace, quotes, angle brackets or backslashes')
    .default(''),
);

const manifestUrl = (key: RemoteKey) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(isSameOriginPathOrHttpUrl, 'must be a path starting with "/" or an absolute http(s) URL')
      .default(`${remoteBasePath(key)}/mf-manifest.json`),
  );

function isSameOriginPathOrHttpUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where a third-party integration lives: https, or plain http on this machine (a test's stand-in server;
 * NODE_ENV=production refuses it in `integrationUrlProblems`). No credentials or fragment: the value ends
 * up in `/env.json` and in the Content Security Policy.
 */
const integrationUrl = (fallback: string | undefined, shape: 'url' | 'origin') =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform((value, context) => {
        const url = parsedUrl(value);
        if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))) {
          context.addIssue({ code: 'custom', message: 'must be an https URL (http only on 127.0.0.1, localhost or [::1])' });
          return z.NEVER;
        }
        if (url.username || url.password || url.hash) {
          context.addIssue({ code: 'custom', message: 'must not contain credentials or a #fragment' });
          return z.NEVER;
        }
        if (shape === 'origin') {
          if (url.pathname !== '/' || url.search) {
            context.addIssue({ code: 'custom', message: 'must be an origin only (scheme, host and optional port)' });
            return z.NEVER;
          }
          return url.origin;
        }
        return url.href;
      })
      .optional()
      .transform((value) => value ?? fallback),
  );

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const analyticsUpstream = integrationUrl(undefined, 'url').refine(
  (value) => value === undefined || !/[?]/.test(value),
  'must not contain a query: the browser\'s query is forwarded as it came',
);

const publicUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .transform((value, context) => {
      if (!isHttpUrl(value)) {
        context.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL such as https://www.example.com' });
        return z.NEVER;
      }
      const url = new URL(value);
      if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
        context.addIssue({
          code: 'custom',
          message: 'must be an origin only (scheme, host and optional port), without path, query or credentials',
        });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
);

const databaseUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default('file:./data/portal.db')
    .refine(
      (value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value),
      'must be file:<path> for SQLite or postgres://user@host:port/database for PostgreSQL',
    ),
);

export const MIN_SECRET_LENGTH = 32;

const secret = z.preprocess(
  unsetIfEmpty,
  z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
);

/** A comma-separated list of http(s) origins (`https://host[:port]`), empty when unset. */
const originList = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default('')
    .transform((value, context) => {
      const origins = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      for (const origin of origins) {
        const url = parsedUrl(origin);
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
          context.addIssue({ code: 'custom', message: `"${origin}" is not an origin (https://host[:port])` });
          return z.NEVER;
        }
      }
      return origins;
    }),
);

const booleanFlag = z.preprocess(
  unsetIfEmpty,
  z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);

const smtpUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value), 'must be smtp://host:port or smtps://host:port, with optional user:password@')
    .optional(),
);

const teamAddress = (fallback: string) =>
  z.preprocess(unsetIfEmpty, z.email('must be an e-mail address such as team@example.com').max(256).default(fallback));

const envSchema = z.object({
  PORT: integer(0, 65535, 3000),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  DATABASE_URL: databaseUrl,
  MFE_PUBLIC_MANIFEST: manifestUrl('public'),
  MFE_AUTH_MANIFEST: manifestUrl('auth'),
  MFE_ACCOUNT_MANIFEST: manifestUrl('account'),
  SERVER_RENDER_BUDGET_MS: integer(0, 60_000, 1500),
  RENDER_THREADS: integer(0, 64, os.availableParallelism()),
  METRICS_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(32, 'must be at least 32 characters').max(256).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional()),
  SESSION_TIMEOUT_SECONDS: integer(SESSION.clientTimeoutMarginMs / 1000 + 1, 86_400, ENV_DEFAULTS.sessionTimeoutSeconds),
  SESSION_ALERT_SECONDS: integer(0, 86_400, ENV_DEFAULTS.sessionAlertSeconds),
  SUMMARIES_REFETCH_INTERVAL: integer(1, 86_400, ENV_DEFAULTS.summariesRefetchInterval),
  RELEASE_POLL_SECONDS: integer(1, 86_400, ENV_DEFAULTS.releasePollSeconds),
  GENESYS_DEPLOYMENT_ID: thirdPartyId,
  GTM_MEASUREMENT_ID: thirdPartyId,
  GTM_LEGACY_MESSAGING_ID: thirdPartyId,
  CAPTCHA_SITE_KEY: thirdPartyId,
  ANALYTICS_TOKEN: thirdPartyId,
  ANALYTICS_MEASUREMENT_ID: thirdPartyId,
  ANALYTICS_UPSTREAM: analyticsUpstream,
  ANALYTICS_UPSTREAM_TIMEOUT_MS: integer(100, 90_000, 15_000),
  CHAT_SCRIPT_URL: integrationUrl(DEFAULT_CHAT_SCRIPT_URL, 'url'),
  TAG_MANAGER_ORIGIN: integrationUrl(DEFAULT_TAG_MANAGER_ORIGIN, 'origin'),
  PUBLIC_URL: publicUrl,
  WEB_ROOT: z.preprocess(unsetIfEmpty, z.string().optional()),
  NODE_ENV: z.preprocess(
    unsetIfEmpty,
    // Production by default (docs/decisions/029): a server started with nothing set refuses to start and names every
    // setting production lacks. `npm start`, `npm run dev`, the tests and the bench say development or test.
    z.enum(['development', 'production', 'test'], 'must be development, production or test').default('production'),
  ),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  RELEASES_DIR: z.preprocess(unsetIfEmpty, z.string().default(DEFAULT_RELEASES_DIR)),
  STATEMENT_PRINT_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data/statement-print')),
  IDENTITY_HASH_SECRET: secret,
  SIGNING_SECRET: secret,
  PAYMENT_DATA_KEYS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{43}=?(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{43}=?)*$/, 'must be id:key pairs, each key 32 bytes in base64url, comma-separated')
      .optional(),
  ),
  SEED_DEMO_DATA: booleanFlag,
  DEMO_SECOND_FACTOR: z.preprocess(unsetIfEmpty, z.enum(['on', 'off']).optional()),
  REMOTE_OVERRIDES: z.preprocess(unsetIfEmpty, z.enum(['on', 'off']).default('off')),
  REMOTE_OVERRIDE_ORIGINS: originList,
  REMOTES_CORS_ORIGINS: originList,
  BENCH_FLOOR: booleanFlag,
  SMTP_URL: smtpUrl,
  MAIL_FROM: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .max(256)
      .regex(/^[^\r\n]+$/, 'must be one line')
      .default('Roadbridge Auto Finance <no-reply@roadbridge.example>'),
  ),
  CONTACT_TEAM_EMAIL: teamAddress('customercare@roadbridge.example'),
  DEALER_TEAM_EMAIL: teamAddress('dealers@roadbridge.example'),
  CAREERS_EMAIL: teamAddress('careers@roadbridge.example'),
  CAPTCHA_COST: integer(1, 1_000_000, 500),
  CAPTCHA_MAX_COUNTER: integer(2, 10_000_000, 2000),
  RATE_LIMIT_MULTIPLIER: integer(1, 1000, 1),
  SECURITY_EVENT_RETENTION_DAYS: integer(1, 3650, 400),
  BUSINESS_CLOCK_START: z.preprocess(unsetIfEmpty, z.iso.datetime({ offset: true, error: 'must be an ISO 8601 moment with its offset' }).optional()),
  ALLOW_DEVELOPMENT_ON_NETWORK: booleanFlag,
  ACH_OUTBOX_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  ACH_RETURNS_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  ACH_ODFI_ROUTING: z.preprocess(unsetIfEmpty, z.string().regex(/^\d{9}$/, 'must be a 9-digit routing number').optional()),
  ACH_COMPANY_ID: z.preprocess(unsetIfEmpty, z.string().regex(/^[A-Za-z0-9]{10}$/, 'must be 10 letters or digits').optional()),
  ACH_OFFSET_ACCOUNT: z.preprocess(unsetIfEmpty, z.string().regex(/^\d{4,17}$/, 'must be 4 to 17 digits').optional()),
  TRUST_PROXY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*$/, 'must be a comma-separated list of addresses or CIDR ranges')
      .optional(),
  ),
});

// Variables whose value is never echoed in a configuration error.
// The integration URLs are hidden too: the one mistake worth reporting about them may be a password inside.
const SECRET_VARIABLE = /TOKEN|KEY|SECRET|DATABASE_URL|SMTP_URL|ANALYTICS_UPSTREAM$|CHAT_SCRIPT_URL|TAG_MANAGER_ORIGIN|ACH_OFFSET_ACCOUNT/;

// Production never runs on secrets written to a file beside the data by a development start, on a database
// file nobody chose, on links built from whatever Host a request names (docs/decisions/029: a reset asked with
// `Host: attacker.example` would mail the victim a genuine link to the attacker), or with mail kept in a table.
const PRODUCTION_REQUIRED = ['IDENTITY_HASH_SECRET', 'SIGNING_SECRET', 'PAYMENT_DATA_KEYS', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL'] as const;

function productionProblems(nodeEnv: string, env: NodeJS.ProcessEnv): string[] {
  if (nodeEnv !== 'production') return [];
  return PRODUCTION_REQUIRED.filter((name) => unsetIfEmpty(env[name]) === undefined).map((name) => `${name} must be set in production`);
}

/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

// Development and test servers hand out reset links and codes at /dev/mailbox, seed users with a published
// password and make their own secrets: fine on this machine, an open door on a network.
function developmentHostProblems(vars: { NODE_ENV: string; HOST: string; ALLOW_DEVELOPMENT_ON_NETWORK?: boolean | undefined }): string[] {
  if (vars.NODE_ENV === 'production' || isLoopbackHost(vars.HOST) || vars.ALLOW_DEVELOPMENT_ON_NETWORK) return [];
  return [
    `HOST ${vars.HOST} is not a loopback address: a ${vars.NODE_ENV} server (its mailbox, demo users and generated secrets) listens on 127.0.0.1 only. Set NODE_ENV=production with its settings, or ALLOW_DEVELOPMENT_ON_NETWORK=true to open it anyway`,
  ];
}

// The client signs out SESSION.clientTimeoutMarginMs before the server does, and the warning must come
// before that, or it would show the moment a page loads.
function sessionTimingProblems(timeoutSeconds: number, alertSeconds: number): string[] {
  const marginSeconds = SESSION.clientTimeoutMarginMs / 1000;
  return alertSeconds < timeoutSeconds - marginSeconds
    ? []
    : [`SESSION_ALERT_SECONDS must be smaller than SESSION_TIMEOUT_SECONDS minus ${marginSeconds} seconds`];
}

// Production talks to the real services only: a loopback URL there is a test setting left behind.
function integrationUrlProblems(vars: { NODE_ENV: string } & Record<string, unknown>): string[] {
  if (vars.NODE_ENV !== 'production') return [];
  return (['ANALYTICS_UPSTREAM', 'CHAT_SCRIPT_URL', 'TAG_MANAGER_ORIGIN'] as const)
    .filter((name) => typeof vars[name] === 'string' && (vars[name] as string).startsWith('http:'))
    .map((name) => `${name} must be an https URL in production`);
}

// Every forwarded event is checked against the project token first, so forwarding needs one.
function analyticsProblems(vars: { ANALYTICS_UPSTREAM?: string | undefined; ANALYTICS_TOKEN: string }): string[] {
  return vars.ANALYTICS_UPSTREAM !== undefined && vars.ANALYTICS_TOKEN === ''
    ? ['ANALYTICS_UPSTREAM needs ANALYTICS_TOKEN: without a project token no event is accepted']
    : [];
}

function databaseSettings(url: string, cwd: string): DatabaseSettings {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    return { kind: 'sqlite', filename: file === ':memory:' ? file : path.resolve(cwd, file) };
  }
  return { kind: 'postgres', connectionString: url };
}

/**
 * The ACH folders default to DATA_DIR/ach (the server's own data, in every environment); the bank facts to a
 * fictitious bank outside production only, and all three or none (docs/decisions/055).
 */
function achSettings(vars: z.infer<typeof envSchema>, cwd: string): AchSettings {
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const { ACH_ODFI_ROUTING: odfiRouting, ACH_COMPANY_ID: companyId, ACH_OFFSET_ACCOUNT: offsetAccount } = vars;
  const bank = odfiRouting && companyId && offsetAccount ? { odfiRouting, companyId, offsetAccount } : vars.NODE_ENV === 'production' ? null : DEVELOPMENT_ACH_BANK;
  return {
    outboxDir: vars.ACH_OUTBOX_DIR ? path.resolve(cwd, vars.ACH_OUTBOX_DIR) : path.join(dataDir, 'ach', 'outbox'),
    returnsDir: vars.ACH_RETURNS_DIR ? path.resolve(cwd, vars.ACH_RETURNS_DIR) : path.join(dataDir, 'ach', 'returns'),
    bank,
  };
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, options: LoadConfigOptions): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const raw = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
        // Values are echoed to help fix a typo, except those that may hold a secret.
        const shown = raw !== undefined && !SECRET_VARIABLE.test(name) ? ` (got "${raw}")` : '';
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const vars = parsed.data;
  const problems = [
    ...sessionTimingProblems(vars.SESSION_TIMEOUT_SECONDS, vars.SESSION_ALERT_SECONDS),
    ...productionProblems(vars.NODE_ENV, env),
    ...developmentHostProblems(vars),
    ...integrationUrlProblems(vars),
    ...analyticsProblems(vars),
    // Integration testers' way to load other builds of the remotes: never where customers are.
    ...(vars.NODE_ENV === 'production' && vars.REMOTE_OVERRIDES === 'on' ? ['REMOTE_OVERRIDES is for integration testing and refused in production'] : []),
    ...(vars.REMOTE_OVERRIDES === 'off' && vars.REMOTE_OVERRIDE_ORIGINS.length > 0 ? ['REMOTE_OVERRIDE_ORIGINS needs REMOTE_OVERRIDES=on'] : []),
    // A live server that believes it is another day would date real payments wrongly.
    ...(vars.NODE_ENV === 'production' && vars.BUSINESS_CLOCK_START !== undefined ? ['BUSINESS_CLOCK_START is for tests and refused in production'] : []),
    // Users with a published password, and a route any visitor may call for the bench: development and tests only.
    // The server evaluates a remote's server entry: over plain http anyone on the path could hand it code
    // (docs/decisions/045).
    ...(vars.NODE_ENV === 'production'
      ? (['MFE_PUBLIC_MANIFEST', 'MFE_AUTH_MANIFEST', 'MFE_ACCOUNT_MANIFEST'] as const)
          .filter((name) => vars[name].startsWith('http:'))
          .map((name) => `${name} must be a same-origin path or an https URL in production`)
      : []),
    ...(vars.NODE_ENV === 'production' && vars.SEED_DEMO_DATA === true ? ['SEED_DEMO_DATA is for development and tests and refused in production'] : []),
    ...(vars.NODE_ENV === 'production' && vars.BENCH_FLOOR === true ? ['BENCH_FLOOR is for the bench and refused in production'] : []),
    // One ACH bank only: a file must not mix a configured routing number with a made-up account.
    ...([vars.ACH_ODFI_ROUTING, vars.ACH_COMPANY_ID, vars.ACH_OFFSET_ACCOUNT].filter(Boolean).length % 3 !== 0
      ? ['ACH_ODFI_ROUTING, ACH_COMPANY_ID and ACH_OFFSET_ACCOUNT are set together']
      : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: databaseSettings(vars.DATABASE_URL, cwd),
    remoteManifests: {
      public: vars.MFE_PUBLIC_MANIFEST,
      auth: vars.MFE_AUTH_MANIFEST,
      account: vars.MFE_ACCOUNT_MANIFEST,
    },
    serverRenderBudgetMs: vars.SERVER_RENDER_BUDGET_MS,
    renderThreads: vars.RENDER_THREADS,
    metricsToken: vars.METRICS_TOKEN ?? null,
    sessionTimeoutSeconds: vars.SESSION_TIMEOUT_SECONDS,
    sessionAlertSeconds: vars.SESSION_ALERT_SECONDS,
    summariesRefetchInterval: vars.SUMMARIES_REFETCH_INTERVAL,
    releasePollSeconds: vars.RELEASE_POLL_SECONDS,
    thirdParty: {
      genesysDeploymentId: vars.GENESYS_DEPLOYMENT_ID,
      gtmMeasurementId: vars.GTM_MEASUREMENT_ID,
      gtmLegacyMessagingId: vars.GTM_LEGACY_MESSAGING_ID,
      captchaSiteKey: vars.CAPTCHA_SITE_KEY,
      analyticsToken: vars.ANALYTICS_TOKEN,
      analyticsMeasurementId: vars.ANALYTICS_MEASUREMENT_ID,
    },
    integrations: {
      analyticsUpstream: vars.ANALYTICS_UPSTREAM === undefined ? null : vars.ANALYTICS_UPSTREAM.replace(/\/+$/, ''),
      analyticsUpstreamTimeoutMs: vars.ANALYTICS_UPSTREAM_TIMEOUT_MS,
      chatScriptUrl: vars.CHAT_SCRIPT_URL ?? DEFAULT_CHAT_SCRIPT_URL,
      tagManagerOrigin: vars.TAG_MANAGER_ORIGIN ?? DEFAULT_TAG_MANAGER_ORIGIN,
    },
    publicUrl: vars.PUBLIC_URL ?? null,
    webRoot: path.resolve(cwd, vars.WEB_ROOT ?? options.defaultWebRoot),
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    dataDir: path.resolve(cwd, vars.DATA_DIR),
    releasesDir: path.resolve(cwd, vars.RELEASES_DIR),
    statementPrintDir: path.resolve(cwd, vars.STATEMENT_PRINT_DIR),
    remoteOverrides: vars.REMOTE_OVERRIDES === 'on' ? { origins: vars.REMOTE_OVERRIDE_ORIGINS } : null,
    remotesCorsOrigins: vars.REMOTES_CORS_ORIGINS,
    secrets: {
      identityHash: vars.IDENTITY_HASH_SECRET ?? null,
      signing: vars.SIGNING_SECRET ?? null,
      paymentDataKeys: vars.PAYMENT_DATA_KEYS ?? null,
    },
    seedDemoData: vars.SEED_DEMO_DATA ?? vars.NODE_ENV !== 'production',
    demoUsersSkipSecondFactor: vars.NODE_ENV !== 'production' && vars.DEMO_SECOND_FACTOR !== 'on',
    benchFloor: vars.BENCH_FLOOR ?? false,
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM },
    teamAddresses: { contact: vars.CONTACT_TEAM_EMAIL, dealers: vars.DEALER_TEAM_EMAIL, careers: vars.CAREERS_EMAIL },
    captcha: { cost: vars.CAPTCHA_COST, maxCounter: vars.CAPTCHA_MAX_COUNTER },
    rateLimitMultiplier: vars.RATE_LIMIT_MULTIPLIER,
    securityEventRetentionDays: vars.SECURITY_EVENT_RETENTION_DAYS,
    trustProxy: vars.TRUST_PROXY ?? false,
    developmentOnNetwork: vars.ALLOW_DEVELOPMENT_ON_NETWORK ?? false,
    businessClockStart: vars.BUSINESS_CLOCK_START === undefined ? null : new Date(vars.BUSINESS_CLOCK_START),
    ach: achSettings(vars, cwd),
  };
}
