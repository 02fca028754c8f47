import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type AppDatabase, type SqlDialectName } from '../db/database.js';

export interface TestDatabase {
  database: AppDatabase;
  /** Closes the connections and removes the file or the database. */
  dispose(): Promise<void>;
}

/** PostgreSQL's admin URL when the global setup reached it, else null. */
export const postgresAdminUrl = process.env.PORTAL_TEST_POSTGRES_URL || null;

/** The dialects this run tests: SQLite always, PostgreSQL when it answers. */
export const TEST_DIALECTS: SqlDialectName[] = postgresAdminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export function createTestDatabase(dialect: SqlDialectName): Promise<TestDatabase> {
  return dialect === 'sqlite' ? createSqliteTestDatabase() : createPostgresTestDatabase();
}

export async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-db-'));
  const database = openDatabase({ kind: 'sqlite', filename: path.join(folder, 'nested', 'portal.db') });
  return {
    database,
    dispose: async () => {
      await database.close();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

function adminConnection(adminUrl: string) {
  return new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
}

export async function createPostgresTestDatabase(): Promise<TestDatabase> {
  if (!postgresAdminUrl) throw new Error('PostgreSQL is not reachable in this run');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = adminConnection(postgresAdminUrl);
  try {
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', connectionString: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = adminConnection(postgresAdminUrl);
      try {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup);
      } finally {
        await cleanup.destroy();
      }
    },
  };
}
