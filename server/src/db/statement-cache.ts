import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the server makes; the oldest is dropped beyond it. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing was a fifth of the server's busy time under
 * the bench's load. The queries are a fixed set (parameters are bound, never interpolated), so each text is
 * prepared once and reused. Statements run one at a time on the single connection (Kysely's driver holds a
 * mutex), so a cached statement is never busy when it is reused.
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
