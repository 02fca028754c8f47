import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type ColumnDataType, type Kysely, type RawBuilder } from 'kysely';
import type { SqlDialectName } from '../database.js';

/*
 * The few DDL pieces SQLite and PostgreSQL spell differently. Migrations use these helpers so that one
 * migration file serves both dialects.
 */

export function dialectOf(db: Kysely<unknown>): SqlDialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An integer primary key the database numbers itself. */
export function identityPrimaryKey(dialect: SqlDialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/** Column type for a point in time, read back as an ISO-8601 UTC string (see schema.ts). */
export function timestampType(dialect: SqlDialectName): ColumnDataType {
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}

/** Default "now" in the same ISO-8601 form on both dialects. */
export function nowDefault(dialect: SqlDialectName): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
