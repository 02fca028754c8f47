import fs from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { contractStampsOf, type RemoteKey } from 'shared-contracts';
import type { AppConfig } from './config.js';
import type { AppDatabase } from './db/database.js';
import { createEmailVerificationService } from './auth/email-verification-service.js';
import { createEnrolmentService } from './auth/enrolment-service.js';
import { createLoginService } from './auth/login-service.js';
import { createLoginStepUp } from './auth/login-step-up.js';
import { createPasskeyService } from './auth/passkey-service.js';
import { createPasswordService } from './auth/password-service.js';
import { createSecondFactor } from './auth/second-factor.js';
import { DEMO_USERNAMES } from './db/demo-data.js';
import { createCaptchaService, type CaptchaService } from './captcha/altcha.js';
import { createAccountLookupService } from './lookup/account-lookup-service.js';
import { createCareersService } from './public-site/careers-service.js';
import { createPublicFormsService } from './public-site/public-forms-service.js';
import { createSessionManager } from './auth/session-manager.js';
import { createRepositories, type Repositories } from './db/repositories.js';
import { createRedirectService } from './redirects/resolve-redirect.js';
import { createTransact, type Transact } from './db/unit-of-work.js';
import { clientErrorHandler } from './http/client-error-handler.js';
import { MAX_URL_LENGTH } from './http/request-target.js';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/zod-schemas.js';
import { loggerOptions, type LoggerOptions } from './logging.js';
import { createRateLimiter, type BucketRules, type RateBucket, type RateLimiter } from './rate-limit/rate-limiter.js';
import type { AppSecrets } from './secrets.js';
import { createMessageTransport, type MessageTransport } from './mail/transport.js';
import { createIdentityHasher, type IdentityHasher } from './security/identity-hash.js';
import { createSecurityAudit, type SecurityAudit } from './security/security-audit.js';
import { dummyPasswordHash } from './security/passwords.js';
import accountLookupPlugin from './routes/account-lookup.js';
import accountPlugin from './routes/account.js';
import analyticsProxyPlugin from './routes/analytics-proxy.js';
import { createAnalyticsStore } from './analytics/analytics-store.js';
import captchaPlugin from './routes/captcha.js';
import careersPlugin from './routes/careers.js';
import csrfPlugin from './plugins/csrf.js';
import devMailboxPlugin from './routes/dev-mailbox.js';
import { createDevMailbox } from './mail/dev-mailbox.js';
import emailVerificationPlugin from './routes/email-verification.js';
import enrolmentPlugin from './routes/enrolment.js';
import envJsonPlugin from './routes/env-json.js';
import errorsPlugin, { replyToError } from './plugins/errors.js';
import healthPlugin from './plugins/health.js';
import metricsPlugin from './plugins/metrics.js';
import { createMetrics, type AppMetrics } from './metrics/metrics.js';
import { keptReleasesReader, liveReleasesReader } from './metrics/live-releases.js';
import clientErrorsPlugin from './routes/client-errors.js';
import housekeepingPlugin from './plugins/housekeeping.js';
import loginPlugin from './routes/login.js';
import pagesPlugin from './routes/pages.js';
import { inProcessFetch } from './server-render/in-process-fetch.js';
import { createPageRenderer } from './server-render/page-renderer.js';
import { createRenderPool } from './server-render/render-pool.js';
import { firstAnswer, trustedRemoteFetch } from './server-render/trusted-remotes.js';
import { ownOrigin } from './server-render/own-origin.js';
import passkeysPlugin from './routes/passkeys.js';
import passwordsPlugin from './routes/passwords.js';
import publicFormsPlugin from './routes/public-forms.js';
import recoveryPlugin from './routes/recovery.js';
import redirectLookupPlugin from './routes/redirect-lookup.js';
import requestGuardPlugin, { replyToBadAddress } from './plugins/request-guard.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import sessionPlugin from './plugins/session.js';
import sitemapXmlPlugin from './routes/sitemap-xml.js';
import staticAssetsPlugin from './routes/static-assets.js';
import autopayPlugin from './routes/autopay.js';
import historyPlugin from './routes/history.js';
import paymentMethodsPlugin from './routes/payment-methods.js';
import jobSchedulerPlugin from './jobs/scheduler.js';
import accountNoticesPlugin from './routes/account-notices.js';
import { createAccountService, type AccountService } from './account/account-service.js';
import devAchReturnsPlugin from './routes/dev-ach-returns.js';
import { createDevAchReturnsService } from './payments/dev-ach-returns-service.js';
import paymentsPlugin from './routes/payments.js';
import guestPaymentsPlugin from './routes/guest-payments.js';
import payoffPlugin from './routes/payoff.js';
import messagesPlugin, { devMessagesPlugin } from './routes/messages.js';
import { createMessagesService } from './messages/messages-service.js';
import statementsPlugin from './routes/statements.js';
import { createAutopayService } from './payments/autopay-service.js';
import { systemClock, type Clock } from './payments/clock.js';
import benchFloorPlugin from './routes/bench-floor.js';
import devLoopbackGuardPlugin from './plugins/dev-loopback-guard.js';
import hostGuardPlugin from './plugins/host-guard.js';
import securityTxtPlugin from './routes/security-txt.js';
import { createHistoryService } from './payments/history-service.js';
import { createPayoffService } from './payments/payoff.js';
import { createStatementsService } from './payments/statements-service.js';
import { createPaymentMethodsService } from './payments/payment-methods-service.js';
import { createPaymentsService } from './payments/payments-service.js';
import { createGuestPaymentsService } from './payments/guest-payments-service.js';
import { paymentDataCipherFor } from './security/payment-data-cipher.js';
import { liveShellReader, servedHere } from './web-root/live-builds.js';
import { contractGuardFetch } from './server-render/contract-guard.js';
import { webRootLayout, type WebRootLayout } from './web-root/web-root-layout.js';
import { createSettingsService } from './settings/settings-service.js';
import settingsPlugin from './routes/settings.js';
import userSessionsPlugin from './routes/user-sessions.js';
import dueDatePlugin from './routes/due-date.js';
import { createDueDateService } from './due-date/due-date-service.js';

/**
 * Request line plus headers Node accepts. Above Node's 16 KiB default, so that an over-long address
 * reaches the request guard and gets a JSON 414 instead of a bare 431 from the HTTP parser.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

export interface AppDependencies {
  database: AppDatabase;
  /** From secrets.ts: never logged, never sent. */
  secrets: AppSecrets;
  /** Where log lines go; tests pass a stream to read them. Default: standard output. */
  logStream?: LoggerOptions['stream'];
  /** Where mail and text messages go; default: SMTP_URL or the outbox table (mail/transport.ts). */
  transport?: MessageTransport;
  /** Replaces the limits of some buckets (tests of the rate limits). */
  rateLimitRules?: Partial<Record<RateBucket, BucketRules>>;
  /** The time the money calls read (cut-offs, payment windows, quotes); tests pin it. Default: the system clock. */
  now?: Clock;
  /** Sees every route as it is registered: the endpoint-coverage test lists them. */
  onRoute?: (route: RouteOptions) => void;
  /** Node's own metrics (memory, event loop, GC) in /metrics: main.ts only, not each of a test run's many apps. */
  processMetrics?: boolean;
}

/** The whole HTTP application, not yet listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const { database, secrets } = dependencies;
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(dependencies.logStream ? { stream: dependencies.logStream } : {}) },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // Route parameters (`/api/x/:id`) may be as long as the address itself; request-guard.ts enforces
    // the real limits, with the same answer for every route.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // request.ip is the socket's peer unless TRUST_PROXY names the proxies in front: per-IP rate limits
    // behind a load balancer would otherwise count every visitor as one.
    trustProxy: config.trustProxy,
    // What the router rejects before any hook runs: undecodable addresses and over-long parameters.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') replyToBadAddress(reply, 'malformed');
      else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') replyToBadAddress(reply, 'too-long');
      else replyToError(error, request, reply);
    },
    clientErrorHandler,
  });

  if (dependencies.onRoute) app.addHook('onRoute', dependencies.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  database.onConnectionError((error) => app.log.error({ err: error }, 'Database connection error'));

  const layout = webRootLayout(config.webRoot, config.releasesDir);
  const repositories = createRepositories(database.db);
  const redirects = createRedirectService(repositories.redirects);
  const sessions = createSessionManager(repositories.sessions, config);
  const dummyHash = dummyPasswordHash();
  // Made now, so that the first unknown username costs no more than any later one.
  dummyHash().catch((error: unknown) => app.log.error({ err: error }, 'Could not prepare the dummy password hash'));
  const transport = dependencies.transport ?? createMessageTransport(config.mail, repositories.outbox);
  app.addHook('onClose', () => transport.close());
  const identity = createIdentityHasher(secrets.identityHash);
  // Decision 031: each security event is written in the transaction of the change it records.
  const transact = createTransact(database.db);
  const audit = createSecurityAudit(secrets.signing);
  const audited = { transact, audit };
  const emailVerification = createEmailVerificationService({ ...repositories, ...audited, transport });
  const passwords = createPasswordService({ ...repositories, ...audited, transport });
  const rateLimiter = createRateLimiter(repositories.rateLimits, {
    signingSecret: secrets.signing,
    multiplier: config.rateLimitMultiplier,
    ...(dependencies.rateLimitRules ? { rules: dependencies.rateLimitRules } : {}),
  });
  const lookup = createAccountLookupService({ ...repositories, ...audited, identity, transport, rateLimiter });
  const enrolment = createEnrolmentService({ ...repositories, ...audited, identity, lookup, emailVerification, transport });
  const captcha = createCaptchaService({ settings: config.captcha, signingSecret: secrets.signing, usedCaptchas: repositories.usedCaptchas });

  const liveReleases = liveReleasesReader(layout, config.remoteManifests);
  const metrics = createMetrics({ processMetrics: dependencies.processMetrics ?? false, pool: () => database.poolStats(), releases: liveReleases });

  // Order matters: hooks registered first apply to every route and to the not-found handler after them.
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken, production: config.nodeEnv === 'production' });
  await app.register(requestGuardPlugin);
  await app.register(hostGuardPlugin, { publicUrl: config.publicUrl });
  await app.register(securityHeadersPlugin, { config });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // The secret signs the verification-resend cookie (auth/verification-cookie.ts).
  await app.register(cookie, { secret: secrets.signing });
  await app.register(sessionPlugin, { sessions });
  await app.register(csrfPlugin, { audit, securityEvents: repositories.securityEvents });

  await app.register(envJsonPlugin, { config, layout });
  // A remote whose manifest is elsewhere (another origin) is not this server's build to check.
  const localRemotes = (Object.keys(config.remoteManifests) as RemoteKey[]).filter((key) => servedHere(config.remoteManifests, key));
  await app.register(healthPlugin, { database, layout, localRemotes });
  await app.register(housekeepingPlugin, { repositories, securityEventRetentionDays: config.securityEventRetentionDays });
  const secondFactor = createSecondFactor({
    ...repositories,
    ...audited,
    lookup,
    exempt: (username) => config.demoUsersSkipSecondFactor && DEMO_USERNAMES.has(username),
  });
  const stepUp = createLoginStepUp({ rateLimits: repositories.rateLimits, signingSecret: secrets.signing });
  const login = createLoginService({ ...repositories, ...audited, secondFactor, dummyHash, stepUp, captcha, transport, now: systemClock });
  await app.register(loginPlugin, { login, sessions, rateLimiter, config, secondFactor });
  const account = createAccountService(repositories);
  await app.register(accountPlugin, { sessions, account });
  const messages = createMessagesService({ ...repositories, transport });
  await app.register(messagesPlugin, { messages, rateLimiter });
  await registerMoneyCalls(app, config, dependencies, repositories, { ...audited, rateLimiter, transport, account }, { identity, captcha });
  if (config.benchFloor) await app.register(benchFloorPlugin);
  const settings = createSettingsService({ ...repositories, ...audited, transport, codeKey: secrets.identityHash });
  await app.register(settingsPlugin, { settings, rateLimiter, publicUrl: config.publicUrl });
  await app.register(userSessionsPlugin, { settings });
  const passkeys = createPasskeyService({ ...repositories, ...audited, userHandleKey: secrets.identityHash, now: dependencies.now ?? systemClock });
  await app.register(passkeysPlugin, { passkeys, sessions, rateLimiter, config, publicUrl: config.publicUrl });
  await app.register(emailVerificationPlugin, { emailVerification, rateLimiter, publicUrl: config.publicUrl });
  await app.register(passwordsPlugin, { passwords, rateLimiter, sessions });
  await app.register(captchaPlugin, { captcha, rateLimiter });
  await app.register(enrolmentPlugin, { enrolment, rateLimiter, captcha, publicUrl: config.publicUrl });
  await app.register(accountLookupPlugin, { lookup, rateLimiter, captcha });
  await app.register(recoveryPlugin, { captcha, passwords, rateLimiter, publicUrl: config.publicUrl });
  const forms = createPublicFormsService({ ...repositories, transport, teamAddresses: config.teamAddresses });
  await app.register(publicFormsPlugin, { forms, rateLimiter, publicUrl: config.publicUrl });
  await app.register(careersPlugin, { careers: createCareersService({ careers: repositories.careers, careersEmail: config.teamAddresses.careers }) });
  await app.register(analyticsProxyPlugin, { config, rateLimiter, events: createAnalyticsStore(repositories.analyticsEvents) });
  await app.register(clientErrorsPlugin, { metrics, rateLimiter, liveReleases, keptReleases: keptReleasesReader(layout) });
  if (config.nodeEnv !== 'production') await app.register(devLoopbackGuardPlugin);
  if (config.nodeEnv !== 'production') await app.register(devMailboxPlugin, { mailbox: createDevMailbox(repositories.outbox), publicUrl: config.publicUrl });
  if (config.nodeEnv !== 'production') await app.register(devMessagesPlugin, { messages, publicUrl: config.publicUrl });
  await app.register(redirectLookupPlugin, { redirects, publicUrl: config.publicUrl });
  await app.register(sitemapXmlPlugin, { publicUrl: config.publicUrl });
  await app.register(securityTxtPlugin, { publicUrl: config.publicUrl });
  await app.register(staticAssetsPlugin, { layout, corsOrigins: config.remotesCorsOrigins });
  const renderer = config.serverRenderBudgetMs > 0 ? pageRenderer(app, config, layout, metrics) : undefined;
  await app.register(pagesPlugin, { layout, redirects, sessions, publicUrl: config.publicUrl, config, renderer });

  return app;
}

/**
 * The server render: its own origin read from its own files and routes (decision 044), another origin only as far
 * as it can be checked (decision 045), no remote built against contracts the live shell lacks (decision 062), pages rendered by a pool of worker threads unless RENDER_THREADS=0
 * (decision 047), which ends with the app.
 */
function pageRenderer(app: FastifyInstance, config: AppConfig, layout: WebRootLayout, metrics: AppMetrics) {
  const liveShell = liveShellReader(layout);
  const renderFetch = contractGuardFetch(
    firstAnswer(
      inProcessFetch(app, { ownOrigin: () => ownOrigin(app), publicUrl: config.publicUrl }),
      trustedRemoteFetch({ manifestUrls: config.remoteManifests, production: config.nodeEnv === 'production', log: app.log, metrics }),
    ),
    {
      // The live shell's manifest: the contracts of the server bundle the render runs (decision 062).
      shellStamps: async () =>
        contractStampsOf(JSON.parse(await fs.readFile(path.join((await liveShell()).dir, 'mf-manifest.json'), 'utf8').catch(() => 'null'))),
      log: app.log,
    },
  );
  const pool = config.renderThreads > 0 ? createRenderPool({ threads: config.renderThreads, renderFetch }) : undefined;
  if (pool) app.addHook('onClose', async () => pool.close());
  return createPageRenderer({
    layout,
    manifestUrls: config.remoteManifests,
    ownOrigin: () => ownOrigin(app),
    renderFetch,
    renderFetchRequired: config.nodeEnv === 'production',
    pool,
    budgetMs: config.serverRenderBudgetMs,
    log: app.log,
    metrics,
  });
}

/** The money calls of the signed-in area (spec 2.4): statements, history, bank accounts, payments, autopay, payoff. */
async function registerMoneyCalls(
  app: FastifyInstance,
  config: AppConfig,
  dependencies: AppDependencies,
  repositories: Repositories,
  // Every money change writes its audit event in its own transaction (docs/decisions/051); PDFs are rate-limited.
  shared: { transact: Transact; audit: SecurityAudit; rateLimiter: RateLimiter; transport: MessageTransport; account: AccountService },
  guestNeeds: { identity: IdentityHasher; captcha: CaptchaService },
) {
  const now = dependencies.now ?? systemClock;
  const cipher = paymentDataCipherFor(config.secrets.paymentDataKeys, dependencies.secrets.signing);
  const { db } = dependencies.database;
  const { rateLimiter } = shared;
  await app.register(statementsPlugin, { statements: createStatementsService(repositories), rateLimiter });
  await app.register(historyPlugin, { history: createHistoryService(repositories), now });
  await app.register(paymentMethodsPlugin, { paymentMethods: createPaymentMethodsService({ ...repositories, ...shared, cipher, now }) });
  await app.register(paymentsPlugin, {
    payments: createPaymentsService({ ...repositories, ...shared, now, receipts: { users: repositories.users, transport: shared.transport } }),
    rateLimiter: shared.rateLimiter,
  });
  // Paying without an account (docs/decisions/058): the same guards and tables as a signed-in payment.
  const guest = createGuestPaymentsService({ ...repositories, ...shared, ...guestNeeds, cipher, now });
  await app.register(guestPaymentsPlugin, { guest, rateLimiter, captcha: guestNeeds.captcha, publicUrl: config.publicUrl });
  await app.register(autopayPlugin, { autopay: createAutopayService({ ...repositories, ...shared }) });
  await app.register(payoffPlugin, { payoff: createPayoffService({ loanAccounts: repositories.loanAccounts, now }), rateLimiter });
  // Posting, ACH origination and returns on their schedules, one instance per run (docs/decisions/055).
  const jobDeps = { ach: config.ach, cipher, transport: shared.transport, publicUrl: config.publicUrl, statementPrintDir: config.statementPrintDir, warn: (message: string) => app.log.warn(message) };
  await app.register(jobSchedulerPlugin, { db, now, deps: jobDeps });
  await app.register(accountNoticesPlugin, { account: shared.account });
  if (config.nodeEnv !== 'production') {
    await app.register(devAchReturnsPlugin, { returns: createDevAchReturnsService({ payments: repositories.payments, db, now, deps: jobDeps }) });
  }
  await app.register(dueDatePlugin, { dueDate: createDueDateService({ ...repositories, now }) });
}
