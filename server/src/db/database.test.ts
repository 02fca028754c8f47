import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test-support/test-databases.js';
import { openDatabase, pingDatabase } from './database.js';
import { LEGACY_REDIRECTS } from './legacy-redirects.js';
import { migrateToEmpty, migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { createRedirectsRepository } from './redirects-repository.js';
import { seedDatabase } from './seed.js';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(TEST_DIALECTS)('the database layer on %s', (dialect) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
  });
  afterAll(() => testDatabase.dispose());

  const db = () => testDatabase.database.db;

  it('answers a ping', async () => {
    await expect(pingDatabase(db())).resolves.toBeUndefined();
  });

  it('applies every migration once, in order', async () => {
    expect(await migrateToLatest(db())).toEqual(Object.keys(MIGRATIONS).sort());
    expect(await migrateToLatest(db())).toEqual([]);
  });

  it('seeds the legacy redirects into an empty table, and only then', async () => {
    expect(await seedDatabase(db())).toEqual({ redirects: LEGACY_REDIRECTS.length, demoUsers: [] });
    expect(await seedDatabase(db())).toEqual({ redirects: 0, demoUsers: [] });
    const rows = await db().selectFrom('redirects').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.from_path, row.to_location, row.status_code])).toEqual(
      LEGACY_REDIRECTS.map((redirect) => [redirect.fromPath, redirect.toLocation, 301]),
    );
    for (const row of rows) expect(row.created_at).toMatch(ISO_TIMESTAMP);
  });

  it('leaves a redirect an operator removed removed on the next start', async () => {
    await db().deleteFrom('redirects').where('from_path', '=', '/inventory').execute();
    expect(await seedDatabase(db())).toEqual({ redirects: 0, demoUsers: [] });
    expect(await createRedirectsRepository(db()).findRedirect('/inventory')).toBeNull();
    await db().insertInto('redirects').values({ from_path: '/inventory', to_location: '/dealers', status_code: 301 }).execute();
  });

  it('finds a redirect by path, ignoring case and a trailing slash', async () => {
    const redirects = createRedirectsRepository(db());
    for (const path of ['/secure/create-account.aspx', '/SECURE/Create-Account.ASPX', '/secure/create-account.aspx/']) {
      expect(await redirects.findRedirect(path)).toEqual({ location: '/create-account', statusCode: 301 });
    }
    expect(await redirects.findRedirect('/secure')).toBeNull();
    expect(await redirects.findRedirect("/inventory' or '1'='1")).toBeNull();
  });

  // Matched by driver error code: better-sqlite3's error class belongs to the first jest module registry
  // that loaded the native addon, so `toThrow()` (an instanceof check) is unreliable across test files.
  const UNIQUE_VIOLATION = { sqlite: 'SQLITE_CONSTRAINT_UNIQUE', postgres: '23505' }[dialect];
  const CHECK_VIOLATION = { sqlite: 'SQLITE_CONSTRAINT_CHECK', postgres: '23514' }[dialect];

  it('keeps from_path unique and status codes to redirects', async () => {
    await expect(
      db().insertInto('redirects').values({ from_path: '/inventory', to_location: '/x', status_code: 301 }).execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    await expect(
      db().insertInto('redirects').values({ from_path: '/new', to_location: '/x', status_code: 200 }).execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it('defaults the status code to 301', async () => {
    await db().insertInto('redirects').values({ from_path: '/defaulted', to_location: '/about' }).execute();
    const row = await db().selectFrom('redirects').select('status_code').where('from_path', '=', '/defaulted').executeTakeFirstOrThrow();
    expect(row.status_code).toBe(301);
  });

  it('undoes every migration', async () => {
    await migrateToEmpty(db());
    const tables = await db().introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('redirects');
    expect(await migrateToLatest(db())).toEqual(Object.keys(MIGRATIONS).sort());
  });
});

describe('an SQLite file', () => {
  it('is created with its folder, in WAL mode with foreign keys on', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-sqlite-'));
    const filename = path.join(folder, 'a', 'b', 'portal.db');
    const database = openDatabase({ kind: 'sqlite', filename });
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
      await expect(fs.stat(filename)).resolves.toBeDefined();
    } finally {
      await database.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
