import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { SqlDialectName } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';
import { createTestDatabase, type TestDatabase } from './test-databases.js';
import { createWebRootFixture, type WebRootFixture } from './web-root-fixture.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  testDatabase: TestDatabase;
  fixture: WebRootFixture;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables as the server would read them. */
  env?: Record<string, string>;
  dialect?: SqlDialectName;
  logStream?: AppDependencies['logStream'];
  /** Runs on the app before it is ready, to add routes a test needs. */
  extend?: (app: FastifyInstance) => void;
}

/** A migrated, seeded app over a fixture web root: what main.ts starts, without listening. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const fixture = await createWebRootFixture();
  const testDatabase = await createTestDatabase(options.dialect ?? 'sqlite');
  const config = loadConfig(
    { LOG_LEVEL: options.logStream ? 'info' : 'silent', NODE_ENV: 'test', WEB_ROOT: fixture.webRoot, ...options.env },
    { defaultWebRoot: fixture.webRoot },
  );
  await migrateToLatest(testDatabase.database.db);
  await seedDatabase(testDatabase.database.db);
  const app = await buildApp(config, {
    database: testDatabase.database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    fixture,
    close: async () => {
      await app.close();
      await testDatabase.dispose();
      await fixture.dispose();
    },
  };
}
