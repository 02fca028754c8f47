import pg from 'pg';

/** The local PostgreSQL of these machines (trust auth); DATABASE_ADMIN_URL names another. */
export const ADMIN_URL = process.env.DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a database name`);
  return `"${name}"`;
};

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of that name, made empty when `fresh`; returns its URL. */
export async function ensureDatabase(name: string, { fresh }: { fresh: boolean }): Promise<string> {
  await withAdmin(async (client) => {
    if (fresh) await client.query(`drop database if exists ${identifier(name)} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${identifier(name)}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`drop database if exists ${identifier(name)} with (force)`));
}
