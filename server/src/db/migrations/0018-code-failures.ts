import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, timestampType } from './dialect-columns.js';

/**
 * Codes per person (docs/decisions/050): wrong six-digit codes counted per user (sign-in) and per loan (lookup,
 * enrolment) across challenges, since each challenge's own five tries start again with every right password.
 * - `purpose` and `subject_id`: the code step and whose it is (a user's id for `sign_in`, a loan's otherwise).
 * - `failures` since `window_started_at`; a failure more than a day after it starts a new window.
 * - `closed_until`: set when the tenth wrong code in the window comes; the step answers 429 until then.
 * A right code deletes the row. No foreign key: the subject is a user or a loan depending on the purpose.
 */
export const codeFailures: Migration = {
  async up(db: Kysely<unknown>) {
    const timestamp = timestampType(dialectOf(db));
    await db.schema
      .createTable('code_failures')
      .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('lookup', 'enrolment', 'sign_in')`))
      .addColumn('subject_id', 'integer', (column) => column.notNull())
      .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('window_started_at', timestamp, (column) => column.notNull())
      .addColumn('closed_until', timestamp)
      .addPrimaryKeyConstraint('code_failures_pk', ['purpose', 'subject_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('code_failures').execute();
  },
};
