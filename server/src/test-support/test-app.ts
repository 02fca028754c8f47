import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { SqlDialectName } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { migrateToLatest } from '../db/migrate.js';
import { createOutboxRepository } from '../db/outbox-repository.js';
import { seedDatabase } from '../db/seed.js';
import { createMessageTransport, type MessageTransport } from '../mail/transport.js';
import { newSecret, type AppSecrets } from '../secrets.js';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { createIdentityHasher } from '../security/identity-hash.js';
import { paymentDataCipherFor } from '../security/payment-data-cipher.js';
import { hashPassword } from '../security/passwords.js';
import type { JobDeps } from '../jobs/registry.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './test-databases.js';
import { createWebRootFixture, type WebRootFixture } from './web-root-fixture.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  secrets: AppSecrets;
  /** The app's mail and text transport: `await testApp.transport.settled()` before reading mail sent in the background. */
  transport: MessageTransport;
  testDatabase: TestDatabase;
  fixture: WebRootFixture;
  /** What the scheduled jobs get (the ACH folders are the test's own, removed by close). */
  jobDeps: JobDeps;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables as the server would read them. */
  env?: Record<string, string>;
  dialect?: SqlDialectName;
  logStream?: AppDependencies['logStream'];
  /** Runs on the app before it is ready, to add routes a test needs. */
  extend?: (app: FastifyInstance) => void;
  rateLimitRules?: AppDependencies['rateLimitRules'];
  /** The clock of the money calls (cut-offs, windows, posting). */
  now?: AppDependencies['now'];
  onRoute?: AppDependencies['onRoute'];
  /** Sees every query the app makes (not the migration's or the seed's): the equal-work test counts them. */
  queryPlugin?: KyselyPlugin;
}

const PRODUCTION_PLACEHOLDERS = { DATABASE_URL: 'file::memory:', PUBLIC_URL: 'http://localhost', SMTP_URL: 'smtp://127.0.0.1:25' };

// One argon2 hash per demo user and test file, instead of four per app (each costs about 0.1 s of CPU).
const demoHashes = new Map<string, Promise<string>>();
function cachedDemoHash(username: string): Promise<string> {
  let hash = demoHashes.get(username);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    demoHashes.set(username, hash);
  }
  return hash;
}

/** A migrated, seeded app over a fixture web root: what main.ts starts, without listening. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const fixture = await createWebRootFixture();
  const testDatabase = await createTestDatabase(options.dialect ?? 'sqlite');
  const achFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-ach-'));
  const config = loadConfig(
    {
      ACH_OUTBOX_DIR: path.join(achFolder, 'outbox'),
      ACH_RETURNS_DIR: path.join(achFolder, 'returns'),
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      NODE_ENV: 'test',
      // Its renders in the test's own thread, where a stand-in bundle can see the test (page-renderer.test.ts);
      // the pool has tests of its own (render-pool.test.ts).
      RENDER_THREADS: '0',
      WEB_ROOT: fixture.webRoot,
      RELEASES_DIR: fixture.releasesDir,
      IDENTITY_HASH_SECRET: newSecret(),
      SIGNING_SECRET: newSecret(),
      PAYMENT_DATA_KEYS: `test:${newSecret()}`,
      // Every test request comes from 127.0.0.1; rate-limit tests lower this again.
      RATE_LIMIT_MULTIPLIER: '1000',
      // A captcha a test solves in a few milliseconds.
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '20',
      // What production requires besides its secrets: placeholders the test app does not use (it has its own
      // database and, unless a test sets SMTP_URL, the outbox), and the address inject() sends as Host.
      ...(options.env?.NODE_ENV === 'production' ? PRODUCTION_PLACEHOLDERS : {}),
      ...options.env,
    },
    { defaultWebRoot: fixture.webRoot },
  );
  const secrets: AppSecrets = { identityHash: config.secrets.identityHash ?? newSecret(), signing: config.secrets.signing ?? newSecret() };
  await migrateToLatest(testDatabase.database.db);
  await seedDatabase(testDatabase.database.db, {
    demo: {
      identity: createIdentityHasher(secrets.identityHash),
      cipher: paymentDataCipherFor(config.secrets.paymentDataKeys, secrets.signing),
      hashDemoPassword: cachedDemoHash,
    },
    ...(options.now ? { now: options.now() } : {}),
  });
  const mail = options.env?.SMTP_URL ? config.mail : { ...config.mail, smtpUrl: null };
  const transport = createMessageTransport(mail, createOutboxRepository(testDatabase.database.db));
  const database = options.queryPlugin ? { ...testDatabase.database, db: testDatabase.database.db.withPlugin(options.queryPlugin) } : testDatabase.database;
  const app = await buildApp(config, {
    database,
    secrets,
    transport,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.rateLimitRules ? { rateLimitRules: options.rateLimitRules } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    secrets,
    transport,
    testDatabase,
    fixture,
    jobDeps: { ach: config.ach, cipher: paymentDataCipherFor(config.secrets.paymentDataKeys, secrets.signing), transport, publicUrl: config.publicUrl, statementPrintDir: config.statementPrintDir, warn: () => {} },
    close: async () => {
      await app.close();
      await testDatabase.dispose();
      await fixture.dispose();
      await fs.rm(achFolder, { recursive: true, force: true });
    },
  };
}

/** What the tests of a `describeTestApp` block reach, once its `beforeAll` has run. */
export interface TestAppSuite {
  readonly testApp: TestApp;
  readonly app: FastifyInstance;
  db(): Kysely<DatabaseSchema>;
}

/**
 * `describe.each` over the test dialects, titled `<what> on <dialect>`, with one test app (`options`, the dialect
 * added) for the block: the set-up of the route suites (docs/decisions/066). The app is read inside the tests (or
 * helpers they call).
 */
export function describeTestApp(what: string, options: Omit<TestAppOptions, 'dialect'>, tests: (suite: TestAppSuite) => void): void {
  describe.each(TEST_DIALECTS)(`${what} on %s`, (dialect) => {
    let testApp: TestApp | undefined;
    const started = (): TestApp => {
      if (!testApp) throw new Error('The suite has not started yet (read its app inside a test)');
      return testApp;
    };
    beforeAll(async () => {
      testApp = await createTestApp({ ...options, dialect });
    });
    afterAll(() => testApp?.close());
    tests({
      get testApp() {
        return started();
      },
      get app() {
        return started().app;
      },
      db: () => started().testDatabase.database.db,
    });
  });
}
