import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/** Legacy and moved paths (spec 2.5, 2.6), answered by the pages fallback and the redirect lookup. */
export const createRedirects: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('redirects')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('from_path', 'text', (column) => column.notNull().unique())
      .addColumn('to_location', 'text', (column) => column.notNull())
      .addColumn('status_code', 'integer', (column) =>
        column.notNull().defaultTo(301).check(sql`status_code in (301, 302, 307, 308)`),
      )
      .addColumn('created_at', timestampType(dialect), (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('redirects').execute();
  },
};
