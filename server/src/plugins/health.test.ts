import http from 'node:http';
import { sql } from 'kysely';
import { API_PATHS, PORTAL_API_PATHS, healthReadyResponseSchema } from 'shared-contracts';
import { MIGRATIONS } from '../db/migrations/index.js';
import { createTestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

const NEWEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';

describe.each(TEST_DIALECTS)('health checks on %s (docs/decisions/034)', (dialect) => {
  it('GET /api/health answers OK while the database answers, 503 once it is gone', async () => {
    const testApp = await createTestApp({ dialect });
    try {
      const healthy = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'OK' });

      await testApp.testDatabase.database.close();
      const unhealthy = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });
      expect(unhealthy.statusCode).toBe(503);
      expect(unhealthy.json()).toEqual({ status: 'UNAVAILABLE', message: 'The database does not answer' });
    } finally {
      await testApp.app.close();
      await testApp.fixture.dispose();
      await testApp.testDatabase.dispose().catch(() => undefined);
    }
  });

  it('/health/ready is READY with database, schema and builds; each missing one makes it 503 and names it; /health/live stays 200', async () => {
    const testApp = await createTestApp({ dialect });
    const ready = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.healthReady });
      expect(response.headers['cache-control']).toBe('no-store');
      return { statusCode: response.statusCode, body: healthReadyResponseSchema.parse(response.json()) };
    };
    const live = async () => (await testApp.app.inject({ method: 'GET', url: API_PATHS.healthLive })).statusCode;
    try {
      expect(await ready()).toEqual({ statusCode: 200, body: { status: 'READY', checks: { database: true, migrations: true, builds: true, serving: true } } });

      // A local remote's manifest missing (a deploy half done): not ready, the database still fine.
      await testApp.fixture.remove('mfe-account/dist/mf-manifest.json');
      expect(await ready()).toEqual({ statusCode: 503, body: { status: 'NOT_READY', checks: { database: true, migrations: true, builds: false, serving: true } } });
      await testApp.fixture.write('mfe-account/dist/mf-manifest.json', JSON.stringify({ id: 'mfe_account' }));
      expect((await ready()).statusCode).toBe(200);

      // An instance newer than its schema (the newest migration not applied).
      const { db } = testApp.testDatabase.database;
      await sql`delete from kysely_migration where name = ${NEWEST_MIGRATION}`.execute(db);
      expect(await ready()).toEqual({ statusCode: 503, body: { status: 'NOT_READY', checks: { database: true, migrations: false, builds: true, serving: true } } });
      await sql`insert into kysely_migration (name, timestamp) values (${NEWEST_MIGRATION}, ${new Date().toISOString()})`.execute(db);
      expect((await ready()).statusCode).toBe(200);

      await testApp.testDatabase.database.close();
      expect(await ready()).toEqual({ statusCode: 503, body: { status: 'NOT_READY', checks: { database: false, migrations: false, builds: true, serving: true } } });
      expect(await live()).toBe(200);
    } finally {
      await testApp.app.close();
      await testApp.fixture.dispose();
      await testApp.testDatabase.dispose().catch(() => undefined);
    }
  });
});

describe('health checks behind a balancer', () => {
  it('answer any Host when PUBLIC_URL is set: a balancer probes an instance by its own address', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: 'http://localhost' } });
    try {
      for (const url of [API_PATHS.health, API_PATHS.healthLive, API_PATHS.healthReady]) {
        expect((await testApp.app.inject({ method: 'GET', url, headers: { host: '10.0.0.5:3000' } })).statusCode).toBe(200);
      }
    } finally {
      await testApp.close();
    }
  });

  it('finish a request in flight on close, while a new one gets 503 and the instance stops being ready', async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    try {
      const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
      // A sign-in whose body is still arriving when the server is told to close (SIGTERM, main.ts).
      const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });
      const request = http.request({ host: address.hostname, port: address.port, method: 'POST', path: PORTAL_API_PATHS.login, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closing = app.close();
      const duringClose = await app.inject({ method: 'GET', url: API_PATHS.healthReady });
      request.end(body.slice(10));
      expect(duringClose.statusCode).toBe(503);
      expect(healthReadyResponseSchema.parse(duringClose.json()).checks.serving).toBe(false);
      const finished = await answered;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.text)).toEqual({ status: 'INVALID' });
      await closing;
    } finally {
      await testApp.close().catch(() => undefined);
    }
  });
});
