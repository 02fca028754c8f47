import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test-support/test-databases.js';
import { migrateToLatest } from './migrate.js';
import { precompiledQuery } from './precompiled-query.js';

describe.each(TEST_DIALECTS)('precompiledQuery on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await migrateToLatest(test.database.db);
    await test.database.db
      .insertInto('redirects')
      .values([
        { from_path: '/a', to_location: '/one', status_code: 301 },
        { from_path: '/b', to_location: '/two', status_code: 301 },
        { from_path: '/c', to_location: '/three', status_code: 302 },
      ])
      .execute();
  });
  afterAll(() => test.dispose());

  it('compiles once and binds each call its own values by name, keeping the values written in the query', async () => {
    const { db } = test.database;
    const compile = jest.fn();
    const byStatus = precompiledQuery<{ status: number; limit: number }, { from_path: string }>(db, (param) => {
      compile();
      return db.selectFrom('redirects').select('from_path').where('status_code', '=', param('status')).where('from_path', '!=', '/zzz').orderBy('from_path').limit(param('limit'));
    });
    expect(await byStatus.rows({ status: 301, limit: 10 })).toEqual([{ from_path: '/a' }, { from_path: '/b' }]);
    expect(await byStatus.rows({ status: 301, limit: 1 })).toEqual([{ from_path: '/a' }]);
    expect(await byStatus.first({ status: 302, limit: 10 })).toEqual({ from_path: '/c' });
    expect(await byStatus.first({ status: 999, limit: 10 })).toBeUndefined();
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('counts the rows an update changed', async () => {
    const { db } = test.database;
    const retarget = precompiledQuery<{ from: string; to: string }, unknown>(db, (param) =>
      db.updateTable('redirects').set({ to_location: param('to') }).where('from_path', '=', param('from')),
    );
    expect(await retarget.affected({ from: '/a', to: '/uno' })).toBe(1);
    expect(await retarget.affected({ from: '/nowhere', to: '/x' })).toBe(0);
    expect(await db.selectFrom('redirects').select('to_location').where('from_path', '=', '/a').executeTakeFirst()).toEqual({ to_location: '/uno' });
  });
});
