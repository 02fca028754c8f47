import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Row types of every table, as Kysely sees them. A new table gets its interface here and a migration in
 * ./migrations; nothing else in the code base writes SQL DDL.
 *
 * Timestamps are ISO-8601 strings in UTC on both dialects (PostgreSQL's parser is set so in database.ts),
 * so code above this layer never meets a driver-specific Date/string difference.
 */
export interface RedirectsTable {
  id: Generated<number>;
  /** Normalised with `redirectKey` (lower case, no trailing slash, no locale prefix). */
  from_path: string;
  /** A path on this site or an absolute http(s) URL. */
  to_location: string;
  status_code: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface DatabaseSchema {
  redirects: RedirectsTable;
}

export type RedirectRow = Selectable<RedirectsTable>;
