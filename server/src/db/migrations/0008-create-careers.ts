import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * Job openings of the careers page (spec 2.2 /careers) and their text in each locale. An opening is listed while it
 * is posted, not closed (`closed_at`) and not past `closes_on`; rows stay after that as the hiring record.
 * Dates without a time (`posted_on`, `closes_on`) are `YYYY-MM-DD` text on both dialects.
 */
export const createCareers: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('job_openings')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      /** The requisition number recruiters and applicants quote ("CS-2611"). */
      .addColumn('reference', 'text', (column) => column.notNull().unique())
      .addColumn('team', 'text', (column) => column.notNull())
      /** An https application page; null: apply by mail to CAREERS_EMAIL. */
      .addColumn('apply_url', 'text')
      .addColumn('posted_on', 'text', (column) => column.notNull().check(sql`length(posted_on) = 10`))
      .addColumn('closes_on', 'text', (column) => column.check(sql`closes_on is null or length(closes_on) = 10`))
      .addColumn('closed_at', timestamp)
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
    await db.schema.createIndex('job_openings_posted_on').on('job_openings').column('posted_on').execute();

    await db.schema
      .createTable('job_opening_texts')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('job_opening_id', 'integer', (column) => column.notNull().references('job_openings.id').onDelete('cascade'))
      .addColumn('locale', 'text', (column) => column.notNull().check(sql`locale in ('en-US', 'es-US', 'pt-BR')`))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('location', 'text', (column) => column.notNull())
      .addColumn('employment_type', 'text', (column) => column.notNull())
      /** Paragraphs separated by a blank line. */
      .addColumn('description', 'text', (column) => column.notNull())
      .addUniqueConstraint('job_opening_texts_opening_locale', ['job_opening_id', 'locale'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_opening_texts').execute();
    await db.schema.dropTable('job_openings').execute();
  },
};
