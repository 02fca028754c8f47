import pg from 'pg';

/**
 * Jest global setup. The database tests run on SQLite always and on PostgreSQL when one answers at
 * TEST_POSTGRES_URL (default: the local trust-auth cluster). Workers inherit the variable set here.
 * With REQUIRE_POSTGRES=1 (CI), a missing PostgreSQL fails the run instead of skipping its tests.
 */
export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function probePostgres(): Promise<void> {
  const url = process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.PORTAL_TEST_POSTGRES_URL = url;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`PostgreSQL is required but not reachable at ${url}: ${reason}`);
    process.stdout.write(`\nPostgreSQL not reachable at ${url} (${reason}): its tests are skipped.\n`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
