import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const options = { defaultWebRoot: '/srv/portal', cwd: '/srv/portal/server' };

/** Everything production requires (docs/decisions/029), so a test can vary one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  IDENTITY_HASH_SECRET: 'i'.repeat(32),
  SIGNING_SECRET: 's'.repeat(32),
  PAYMENT_DATA_KEYS: `k:${'k'.repeat(43)}`,
  DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
  PUBLIC_URL: 'https://www.roadbridge.example',
  SMTP_URL: 'smtp://smtp.internal:587',
};

/** What a production server with none of its settings says, in this order. */
const EVERY_PRODUCTION_SETTING_MISSING = ['IDENTITY_HASH_SECRET', 'SIGNING_SECRET', 'PAYMENT_DATA_KEYS', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL'].map(
  (name) => `${name} must be set in production`,
);

/** The problems of a configuration; a test that names no NODE_ENV reads a development server's. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'development', ...env }, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('writes ACH files into DATA_DIR/ach by default, and names no made-up bank in production (docs/decisions/055)', () => {
    expect(loadConfig(PRODUCTION, options).ach).toEqual({ outboxDir: '/srv/portal/server/data/ach/outbox', returnsDir: '/srv/portal/server/data/ach/returns', bank: null });
    const bank = { ACH_ODFI_ROUTING: '091000019', ACH_COMPANY_ID: '1234567890', ACH_OFFSET_ACCOUNT: '99887766' };
    expect(loadConfig({ ...PRODUCTION, ...bank, ACH_OUTBOX_DIR: '/var/ach/out' }, options).ach).toEqual({
      outboxDir: '/var/ach/out',
      returnsDir: '/srv/portal/server/data/ach/returns',
      bank: { odfiRouting: '091000019', companyId: '1234567890', offsetAccount: '99887766' },
    });
    expect(problemsOf({ ACH_ODFI_ROUTING: '091000019' })).toEqual(['ACH_ODFI_ROUTING, ACH_COMPANY_ID and ACH_OFFSET_ACCOUNT are set together']);
    // The offset account is never echoed.
    expect(problemsOf({ ...bank, ACH_OFFSET_ACCOUNT: '12x' })).toEqual(['ACH_OFFSET_ACCOUNT must be 4 to 17 digits']);
  });

  it('has the documented defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, options)).toEqual({
      port: 3000,
      businessClockStart: null,
      ach: {
        outboxDir: '/srv/portal/server/data/ach/outbox',
        returnsDir: '/srv/portal/server/data/ach/returns',
        bank: { odfiRouting: '123456780', companyId: '1752004120', offsetAccount: '000123456789' },
      },
      benchFloor: false,
      host: '127.0.0.1',
      database: { kind: 'sqlite', filename: path.resolve('/srv/portal/server', 'data/portal.db') },
      remoteManifests: {
        public: '/remotes/mfe-public/mf-manifest.json',
        auth: '/remotes/mfe-auth/mf-manifest.json',
        account: '/remotes/mfe-account/mf-manifest.json',
      },
      serverRenderBudgetMs: 1500,
      renderThreads: os.availableParallelism(),
      sessionTimeoutSeconds: 600,
      sessionAlertSeconds: 120,
      summariesRefetchInterval: 60,
      releasePollSeconds: 60,
      thirdParty: {
        genesysDeploymentId: '',
        gtmMeasurementId: '',
        gtmLegacyMessagingId: '',
        captchaSiteKey: '',
        analyticsToken: '',
        analyticsMeasurementId: '',
      },
      integrations: {
        analyticsUpstream: null,
        analyticsUpstreamTimeoutMs: 15000,
        chatScriptUrl: 'https://apps.usw2.pure.cloud/genesys-bootstrap/genesys.min.js',
        tagManagerOrigin: 'https://www.googletagmanager.com',
      },
      publicUrl: null,
      webRoot: '/srv/portal',
      nodeEnv: 'development',
      logLevel: 'info',
      dataDir: path.resolve('/srv/portal/server', 'data'),
      releasesDir: path.resolve('/srv/portal/server', 'data/releases'),
      statementPrintDir: path.resolve('/srv/portal/server', 'data/statement-print'),
      remoteOverrides: null,
      remotesCorsOrigins: [],
      secrets: { identityHash: null, signing: null, paymentDataKeys: null },
      securityEventRetentionDays: 400,
      seedDemoData: true,
      demoUsersSkipSecondFactor: true,
      mail: { smtpUrl: null, from: 'Roadbridge Auto Finance <no-reply@roadbridge.example>' },
      metricsToken: null,
      teamAddresses: { contact: 'customercare@roadbridge.example', dealers: 'dealers@roadbridge.example', careers: 'careers@roadbridge.example' },
      captcha: { cost: 500, maxCounter: 2000 },
      rateLimitMultiplier: 1,
      trustProxy: false,
      developmentOnNetwork: false,
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '', DATABASE_URL: ' ', PUBLIC_URL: '', SESSION_TIMEOUT_SECONDS: '' }, options);
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('sqlite');
    expect(config.publicUrl).toBeNull();
    expect(config.sessionTimeoutSeconds).toBe(600);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
        MFE_AUTH_MANIFEST: 'https://cdn.example.com/auth/mf-manifest.json',
        SESSION_TIMEOUT_SECONDS: '1200',
        SESSION_ALERT_SECONDS: '300',
        SUMMARIES_REFETCH_INTERVAL: '15',
        RELEASE_POLL_SECONDS: '300',
        CAPTCHA_SITE_KEY: 'site-key',
        PUBLIC_URL: 'https://www.roadbridge.example/',
        WEB_ROOT: '../build',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: '/var/lib/portal',
        IDENTITY_HASH_SECRET: 'i'.repeat(32),
        SIGNING_SECRET: 's'.repeat(40),
        PAYMENT_DATA_KEYS: `k1:${'k'.repeat(43)}`,
        SMTP_URL: 'smtp://mailer:pw@smtp.internal:587',
        MAIL_FROM: 'Roadbridge <mail@roadbridge.example>',
        CONTACT_TEAM_EMAIL: 'help@roadbridge.example',
        DEALER_TEAM_EMAIL: 'dealer-desk@roadbridge.example',
        CAREERS_EMAIL: 'jobs@roadbridge.example',
        CAPTCHA_COST: '1000',
        CAPTCHA_MAX_COUNTER: '5000',
        RATE_LIMIT_MULTIPLIER: '3',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      options,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', connectionString: 'postgres://portal:secret@db.internal:5432/portal' },
      remoteManifests: { auth: 'https://cdn.example.com/auth/mf-manifest.json' },
      sessionTimeoutSeconds: 1200,
      sessionAlertSeconds: 300,
      summariesRefetchInterval: 15,
      releasePollSeconds: 300,
      thirdParty: { captchaSiteKey: 'site-key' },
      publicUrl: 'https://www.roadbridge.example',
      webRoot: path.resolve('/srv/portal/server', '../build'),
      nodeEnv: 'production',
      logLevel: 'warn',
      dataDir: '/var/lib/portal',
      secrets: { identityHash: 'i'.repeat(32), signing: 's'.repeat(40), paymentDataKeys: `k1:${'k'.repeat(43)}` },
      seedDemoData: false,
      mail: { smtpUrl: 'smtp://mailer:pw@smtp.internal:587', from: 'Roadbridge <mail@roadbridge.example>' },
      teamAddresses: { contact: 'help@roadbridge.example', dealers: 'dealer-desk@roadbridge.example', careers: 'jobs@roadbridge.example' },
      captcha: { cost: 1000, maxCounter: 5000 },
      rateLimitMultiplier: 3,
      trustProxy: '10.0.0.0/8, 127.0.0.1',
    });
  });

  it('reads where the third-party integrations live, http only on loopback and outside production', () => {
    expect(
      loadConfig(
        {
          NODE_ENV: 'development',
          ANALYTICS_TOKEN: 'f00dbabe',
          ANALYTICS_UPSTREAM: 'https://api-js.mixpanel.com/',
          ANALYTICS_UPSTREAM_TIMEOUT_MS: '5000',
          CHAT_SCRIPT_URL: 'https://apps.usw2.pure.cloud/genesys-bootstrap/genesys.min.js?v=2',
          TAG_MANAGER_ORIGIN: 'https://tags.example.com/',
        },
        options,
      ).integrations,
    ).toEqual({
      analyticsUpstream: 'https://api-js.mixpanel.com',
      analyticsUpstreamTimeoutMs: 5000,
      chatScriptUrl: 'https://apps.usw2.pure.cloud/genesys-bootstrap/genesys.min.js?v=2',
      tagManagerOrigin: 'https://tags.example.com',
    });
    const loopback = {
      ANALYTICS_TOKEN: 'f00dbabe',
      ANALYTICS_UPSTREAM: 'http://127.0.0.1:4600/ingest',
      CHAT_SCRIPT_URL: 'http://localhost:4601/genesys.js',
      TAG_MANAGER_ORIGIN: 'http://[::1]:4602',
    };
    expect(loadConfig({ NODE_ENV: 'test', ...loopback }, options).integrations).toMatchObject({
      analyticsUpstream: 'http://127.0.0.1:4600/ingest',
      chatScriptUrl: 'http://localhost:4601/genesys.js',
      tagManagerOrigin: 'http://[::1]:4602',
    });
    expect(problemsOf({ ...PRODUCTION, ...loopback })).toEqual([
      'ANALYTICS_UPSTREAM must be an https URL in production',
      'CHAT_SCRIPT_URL must be an https URL in production',
      'TAG_MANAGER_ORIGIN must be an https URL in production',
    ]);
  });

  it('never seeds demo data nor adds the bench floor in production', () => {
    expect(loadConfig(PRODUCTION, options).seedDemoData).toBe(false);
    expect(loadConfig(PRODUCTION, options).benchFloor).toBe(false);
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO_DATA: 'true', BENCH_FLOOR: 'true' })).toEqual([
      'SEED_DEMO_DATA is for development and tests and refused in production',
      'BENCH_FLOOR is for the bench and refused in production',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'true', BENCH_FLOOR: 'true' }, options)).toMatchObject({ seedDemoData: true, benchFloor: true });
  });

  it('refuses a remote manifest over plain http in production: the server evaluates its server entry (decision 045)', () => {
    expect(problemsOf({ ...PRODUCTION, MFE_ACCOUNT_MANIFEST: 'http://cdn.example/mfe-account/mf-manifest.json' })).toEqual([
      'MFE_ACCOUNT_MANIFEST must be a same-origin path or an https URL in production',
    ]);
    expect(loadConfig({ ...PRODUCTION, MFE_ACCOUNT_MANIFEST: 'https://cdn.example/mfe-account/mf-manifest.json' }, options).remoteManifests.account).toBe(
      'https://cdn.example/mfe-account/mf-manifest.json',
    );
    expect(loadConfig({ NODE_ENV: 'test', MFE_ACCOUNT_MANIFEST: 'http://127.0.0.1:3004/mf-manifest.json' }, options).remoteManifests.account).toBe(
      'http://127.0.0.1:3004/mf-manifest.json',
    );
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }, options).seedDemoData).toBe(false);
  });

  it('reads TRUST_PROXY as a list of proxies', () => {
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '192.168.0.0/16' }, options).trustProxy).toBe('192.168.0.0/16');
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '::1, 10.1.2.3' }, options).trustProxy).toBe('::1, 10.1.2.3');
  });

  it('starts the business clock at BUSINESS_CLOCK_START outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, options).businessClockStart).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', BUSINESS_CLOCK_START: '2026-11-24T15:00:00-06:00' }, options).businessClockStart?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(problemsOf({ BUSINESS_CLOCK_START: 'tomorrow' })[0]).toMatch(/^BUSINESS_CLOCK_START must be an ISO 8601 moment/);
    expect(problemsOf({ ...PRODUCTION, BUSINESS_CLOCK_START: '2026-11-24T15:00:00-06:00' })).toEqual([
      'BUSINESS_CLOCK_START is for tests and refused in production',
    ]);
  });

  it('turns remote overrides on outside production only, with the origins they may load from (docs/decisions/036)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, options).remoteOverrides).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', REMOTE_OVERRIDES: 'on', REMOTE_OVERRIDE_ORIGINS: 'https://cdn.example.com, http://127.0.0.1:3002' }, options).remoteOverrides).toEqual({
      origins: ['https://cdn.example.com', 'http://127.0.0.1:3002'],
    });
    expect(problemsOf({ ...PRODUCTION, REMOTE_OVERRIDES: 'on' })).toEqual(['REMOTE_OVERRIDES is for integration testing and refused in production']);
    expect(problemsOf({ REMOTE_OVERRIDE_ORIGINS: 'https://cdn.example.com' })).toEqual(['REMOTE_OVERRIDE_ORIGINS needs REMOTE_OVERRIDES=on']);
    expect(problemsOf({ REMOTE_OVERRIDES: 'on', REMOTE_OVERRIDE_ORIGINS: 'https://cdn.example.com/path' })[0]).toMatch(/is not an origin/);
  });

  it('is production when nothing is set, and then refuses to start, naming every setting it lacks', () => {
    let problems: string[] = [];
    try {
      loadConfig({}, options);
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual(EVERY_PRODUCTION_SETTING_MISSING);
    const { NODE_ENV: _named, ...unnamed } = PRODUCTION;
    expect(loadConfig(unnamed, options).nodeEnv).toBe('production');
  });

  it('names everything production lacks: its secrets, the database, PUBLIC_URL and SMTP_URL', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(EVERY_PRODUCTION_SETTING_MISSING);
    // An empty variable is unset, here too.
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: ' ' })).toEqual(['PUBLIC_URL must be set in production']);
    expect(loadConfig(PRODUCTION, options).publicUrl).toBe('https://www.roadbridge.example');
  });

  it('keeps a development or test server on a loopback address unless told otherwise (docs/decisions/029)', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ NODE_ENV: 'development', HOST: host }, options).host).toBe(host);
    }
    for (const [env, host] of [['development', '0.0.0.0'], ['test', '::'], ['development', '192.168.1.20']] as const) {
      const [problem] = problemsOf({ NODE_ENV: env, HOST: host });
      expect(problem).toMatch(new RegExp(`^HOST ${host.replace(/\./g, '\\.')} is not a loopback address: a ${env} server`));
    }
    // NODE_ENV unset is development.
    expect(problemsOf({ HOST: '0.0.0.0' })[0]).toMatch(/^HOST 0\.0\.0\.0 is not a loopback address/);
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', ALLOW_DEVELOPMENT_ON_NETWORK: 'true' }, options)).toMatchObject({ host: '0.0.0.0', developmentOnNetwork: true });
    expect(loadConfig({ ...PRODUCTION, HOST: '0.0.0.0' }, options).host).toBe('0.0.0.0');
  });

  it('reads PAYMENT_DATA_KEYS as id:key pairs and never echoes a bad one', () => {
    const keys = `k2:${'a'.repeat(43)},k1:${'b'.repeat(43)}`;
    expect(loadConfig({ NODE_ENV: 'development', PAYMENT_DATA_KEYS: keys }, options).secrets.paymentDataKeys).toBe(keys);
    const [problem] = problemsOf({ PAYMENT_DATA_KEYS: 'k1:short-secret-value' });
    expect(problem).toMatch(/^PAYMENT_DATA_KEYS must be id:key pairs/);
    expect(problem).not.toContain('short-secret-value');
  });

  it('resolves an SQLite file against the working directory', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'file:/var/lib/portal/portal.db' }, options).database).toEqual({
      kind: 'sqlite',
      filename: '/var/lib/portal/portal.db',
    });
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'file:db/x.db' }, options).database).toEqual({
      kind: 'sqlite',
      filename: '/srv/portal/server/db/x.db',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be at most 65535 (got "70000")'],
    [{ SESSION_TIMEOUT_SECONDS: '-5' }, 'SESSION_TIMEOUT_SECONDS must be a whole number (got "-5")'],
    [{ SESSION_ALERT_SECONDS: '600' }, 'SESSION_ALERT_SECONDS must be smaller than SESSION_TIMEOUT_SECONDS minus 10 seconds'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be file:<path> for SQLite or postgres://user@host:port/database for PostgreSQL'],
    [{ MFE_PUBLIC_MANIFEST: 'javascript:alert(1)' }, 'MFE_PUBLIC_MANIFEST must be a path starting with "/" or an absolute http(s) URL (got "javascript:alert(1)")'],
    [{ MFE_AUTH_MANIFEST: '//evil.example/x.json' }, 'MFE_AUTH_MANIFEST must be a path starting with "/" or an absolute http(s) URL (got "//evil.example/x.json")'],
    [{ PUBLIC_URL: 'www.example.com' }, 'PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com (got "www.example.com")'],
    [{ PUBLIC_URL: 'https://example.com/portal' }, 'PUBLIC_URL must be an origin only (scheme, host and optional port), without path, query or credentials (got "https://example.com/portal")'],
    [{ GTM_MEASUREMENT_ID: 'G-1"><script>' }, 'GTM_MEASUREMENT_ID must not contain whitespace, quotes, angle brackets or backslashes (got "G-1"><script>")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ IDENTITY_HASH_SECRET: 'short-and-secret' }, 'IDENTITY_HASH_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must be smtp://host:port or smtps://host:port, with optional user:password@'],
    [{ SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA must be true or false (got "yes")'],
    [{ CONTACT_TEAM_EMAIL: 'customer care' }, 'CONTACT_TEAM_EMAIL must be an e-mail address such as team@example.com (got "customer care")'],
    [{ DEALER_TEAM_EMAIL: 'dealers@' }, 'DEALER_TEAM_EMAIL must be an e-mail address such as team@example.com (got "dealers@")'],
    [{ RATE_LIMIT_MULTIPLIER: '0' }, 'RATE_LIMIT_MULTIPLIER must be at least 1 (got "0")'],
    [{ ANALYTICS_UPSTREAM: 'https://api-js.mixpanel.com' }, 'ANALYTICS_UPSTREAM needs ANALYTICS_TOKEN: without a project token no event is accepted'],
    [{ ANALYTICS_TOKEN: 't', ANALYTICS_UPSTREAM: 'http://api-js.mixpanel.com' }, 'ANALYTICS_UPSTREAM must be an https URL (http only on 127.0.0.1, localhost or [::1])'],
    [{ ANALYTICS_TOKEN: 't', ANALYTICS_UPSTREAM: 'https://x.example/?a=1' }, "ANALYTICS_UPSTREAM must not contain a query: the browser's query is forwarded as it came"],
    [{ ANALYTICS_UPSTREAM_TIMEOUT_MS: '99' }, 'ANALYTICS_UPSTREAM_TIMEOUT_MS must be at least 100 (got "99")'],
    [{ CHAT_SCRIPT_URL: 'https://user:pw@chat.example/x.js' }, 'CHAT_SCRIPT_URL must not contain credentials or a #fragment'],
    [{ CHAT_SCRIPT_URL: 'javascript:alert(1)' }, 'CHAT_SCRIPT_URL must be an https URL (http only on 127.0.0.1, localhost or [::1])'],
    [{ TAG_MANAGER_ORIGIN: 'https://tags.example.com/gtm.js' }, 'TAG_MANAGER_ORIGIN must be an origin only (scheme, host and optional port)'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY must be a comma-separated list of addresses or CIDR ranges (got "everyone")'],
  ])('rejects %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('names every bad variable at once, without echoing secrets', () => {
    const problems = problemsOf({ PORT: 'x', ANALYTICS_TOKEN: 'tok en', DATABASE_URL: 'mysql://user:pw@h/db' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toContain('pw@h');
    expect(problems.join('\n')).not.toContain('tok en');
  });

  it('explains the problems in the error message', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PORT: 'x' }, options)).toThrow(/^Invalid configuration:\n {2}- PORT must be a whole number/);
  });
});
