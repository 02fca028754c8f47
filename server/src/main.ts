import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, isLoopbackHost, loadConfig, type AppConfig } from './config.js';
import { openDatabase, type AppDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_PASSWORD } from './db/demo-data.js';
import { seedDatabase } from './db/seed.js';
import { resolveSecrets, type AppSecrets } from './secrets.js';
import { createIdentityHasher } from './security/identity-hash.js';
import { clockStartingAt, systemClock, type Clock } from './payments/clock.js';
import { paymentDataCipherFor } from './security/payment-data-cipher.js';
import { shellBuildPresent } from './web-root/live-builds.js';
import { webRootLayout } from './web-root/web-root-layout.js';

// server/dist/main.js (node) and server/src/main.ts (tsx) both sit two folders below the repository root.
const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): { config: AppConfig; secrets: AppSecrets; createdSecretsFile: string | null } {
  try {
    const config = loadConfig(process.env, { defaultWebRoot: REPOSITORY_ROOT });
    const { secrets, createdFile } = resolveSecrets(config);
    return { config, secrets, createdSecretsFile: createdFile };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** For the start-up log: where the data lives, without the password of a connection string. */
function describeDatabase(config: AppConfig): string {
  if (config.database.kind === 'sqlite') return `SQLite ${config.database.filename}`;
  try {
    const url = new URL(config.database.connectionString);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Migrates and seeds; answers the demo usernames created now (empty unless this is the first start). */
async function prepareDatabase(app: FastifyInstance, database: AppDatabase, config: AppConfig, secrets: AppSecrets, now: Clock): Promise<string[]> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');
  const demo = { identity: createIdentityHasher(secrets.identityHash), cipher: paymentDataCipherFor(config.secrets.paymentDataKeys, secrets.signing) };
  const seeded = await seedDatabase(database.db, config.seedDemoData ? { demo, now: now() } : {});
  if (seeded.redirects > 0 || seeded.demoUsers.length > 0) app.log.info(seeded, 'Database seeded');
  return seeded.demoUsers;
}

function handleShutdown(app: FastifyInstance, database: AppDatabase): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing`);
    setTimeout(() => {
      app.log.error('Requests did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const { config, secrets, createdSecretsFile } = readConfig();
  const database = openDatabase(config.database);
  const now = config.businessClockStart ? clockStartingAt(config.businessClockStart) : systemClock;
  const app = await buildApp(config, { database, secrets, now, processMetrics: true });
  if (config.nodeEnv !== 'production' && !isLoopbackHost(config.host)) {
    app.log.warn(
      `ALLOW_DEVELOPMENT_ON_NETWORK: a ${config.nodeEnv} server on ${config.host}. Anyone who reaches it reads every mailed link and code at /dev/mailbox and signs in as the demo users.`,
    );
  }
  if (createdSecretsFile) {
    app.log.warn(`IDENTITY_HASH_SECRET / SIGNING_SECRET unset: generated development secrets in ${createdSecretsFile} (set both in production)`);
  }

  let demoUsers: string[];
  try {
    demoUsers = await prepareDatabase(app, database, config, secrets, now);
  } catch (error) {
    app.log.fatal({ err: error }, `Could not prepare the database (${describeDatabase(config)})`);
    await database.close();
    process.exit(1);
  }

  const layout = webRootLayout(config.webRoot, config.releasesDir);
  if (!(await shellBuildPresent(layout))) {
    app.log.warn(`No shell build in ${layout.shellDist} nor a shell release: pages answer 503 until \`npm run build\` has run`);
  }

  handleShutdown(app, database);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Roadbridge portal server at ${address} (web root ${config.webRoot}, ${describeDatabase(config)})`);
  if (demoUsers.length > 0) {
    // The demo password is published in the README; it is the only credential a log line ever names.
    app.log.info(
      `Demo data created: sign in at ${address} with username "demo" and password "${DEMO_PASSWORD}" ` +
        `(also ${demoUsers.filter((name) => name !== 'demo').join(', ')}: see the README).` +
        (config.nodeEnv === 'production' ? '' : ` Mails and text messages: ${address}/dev/mailbox`),
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
