import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSettings } from '../config.js';
import type { DatabaseSchema } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type SqlDialectName = DatabaseSettings['kind'];

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: SqlDialectName;
  /** Errors that happen outside any query (an idle PostgreSQL connection dropped by the server). */
  onConnectionError(listener: (error: Error) => void): void;
  /** PostgreSQL's pool as /metrics shows it; null on SQLite (one connection in this process). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** Opens the database named by DATABASE_URL; nothing is queried until the first call. */
export function openDatabase(settings: DatabaseSettings): AppDatabase {
  return settings.kind === 'sqlite' ? openSqlite(settings.filename) : openPostgres(settings.connectionString);
}

function openSqlite(filename: string): AppDatabase {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const connection = new SQLite(filename);
  // WAL lets readers continue while a write is in progress; busy_timeout makes a second process (a
  // migration run beside the server) wait for the lock instead of failing at once.
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
  return {
    db,
    dialect: 'sqlite',
    // better-sqlite3 runs in this process: every failure surfaces in the query that met it.
    onConnectionError: () => {},
    poolStats: () => null,
    close: () => db.destroy(),
  };
}

const parsePgTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);

/** timestamptz values as ISO-8601 strings, as SQLite stores them (see schema.ts). */
function toIsoTimestamp(value: string): string {
  const parsed: unknown = parsePgTimestamptz(value);
  return parsed instanceof Date ? parsed.toISOString() : String(parsed);
}

function openPostgres(connectionString: string): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: (oid, format) =>
        oid === pg.types.builtins.TIMESTAMPTZ && format !== 'binary' ? toIsoTimestamp : pg.types.getTypeParser(oid, format),
    },
  });
  const listeners: Array<(error: Error) => void> = [];
  // Without an 'error' listener, a dropped idle connection would crash the process.
  pool.on('error', (error) => {
    if (listeners.length === 0) process.stderr.write(`PostgreSQL connection error: ${error.message}\n`);
    for (const listener of listeners) listener(error);
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    onConnectionError: (listener) => listeners.push(listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/** The cheapest query that proves the database answers. */
export async function pingDatabase(db: Kysely<DatabaseSchema>): Promise<void> {
  await sql`select 1`.execute(db);
}
