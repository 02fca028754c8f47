import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';
import type { SqlDialectName } from '../database.js';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/** Column type for bytes: BLOB in SQLite, bytea in PostgreSQL; both read back as a Buffer. */
const bytesType = (dialect: SqlDialectName): ColumnDataType => (dialect === 'postgres' ? 'bytea' : 'blob');

/** The tables as this migration knows them (the code's own types live in schema.ts and may move on). */
interface MigrationTables {
  message_summaries: { id?: number; loan_account_id: number; subject: string; sent_at: string; read_at: string | null };
  message_threads: {
    id?: number;
    loan_account_id: number;
    topic: string;
    subject: string;
    created_at: string;
    last_message_at: string;
    customer_read_at: string | null;
  };
  messages: { id?: number; thread_id: number; author: string; body: string; created_at: string };
}

/**
 * The secure message center (spec 2.4 /account/messaging): threads of a loan, their messages (the borrower's and
 * the lender's) and the files attached to them, kept in the database. A thread's `customer_read_at` is null while
 * the lender wrote something the borrower has not opened: `custRead` of the summaries (spec 3, 4.5).
 *
 * `message_summaries` (0002) held only a subject and a read time for each message; each of its rows becomes a
 * thread with one message from the lender, and the table goes.
 */
export const createSecureMessages: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    await db.schema
      .createTable('message_threads')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('topic', 'text', (column) => column.notNull().check(sql`topic in ('payment', 'dueDate', 'payoff', 'insurance', 'title', 'other')`))
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('last_message_at', timestamp, (column) => column.notNull())
      /** Null while a message of the lender waits to be read. */
      .addColumn('customer_read_at', timestamp)
      .execute();
    await db.schema.createIndex('message_threads_loan_account').on('message_threads').columns(['loan_account_id', 'last_message_at']).execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('thread_id', 'integer', (column) => column.notNull().references('message_threads.id').onDelete('cascade'))
      .addColumn('author', 'text', (column) => column.notNull().check(sql`author in ('borrower', 'lender')`))
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
    await db.schema.createIndex('messages_thread').on('messages').column('thread_id').execute();

    await db.schema
      .createTable('message_attachments')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('message_id', 'integer', (column) => column.notNull().references('messages.id').onDelete('cascade'))
      .addColumn('file_name', 'text', (column) => column.notNull())
      /** What the bytes are, by their content (never the name or the type the browser declared). */
      .addColumn('media_type', 'text', (column) => column.notNull().check(sql`media_type in ('application/pdf', 'image/png', 'image/jpeg')`))
      .addColumn('size_bytes', 'integer', (column) => column.notNull().check(sql`size_bytes > 0`))
      .addColumn('content', bytesType(dialect), (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();
    await db.schema.createIndex('message_attachments_message').on('message_attachments').column('message_id').execute();

    const typed = db as unknown as Kysely<MigrationTables>;
    const summaries = await typed.selectFrom('message_summaries').selectAll().orderBy('id').execute();
    for (const summary of summaries) {
      const thread = await typed
        .insertInto('message_threads')
        .values({
          loan_account_id: summary.loan_account_id,
          topic: 'other',
          subject: summary.subject,
          created_at: summary.sent_at,
          last_message_at: summary.sent_at,
          customer_read_at: summary.read_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await typed
        .insertInto('messages')
        .values({ thread_id: thread.id ?? 0, author: 'lender', body: summary.subject, created_at: summary.sent_at })
        .execute();
    }
    await db.schema.dropTable('message_summaries').execute();
  },

  async down(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('message_summaries')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('sent_at', timestamp, (column) => column.notNull())
      .addColumn('read_at', timestamp)
      .execute();
    await db.schema.createIndex('message_summaries_loan_account').on('message_summaries').column('loan_account_id').execute();
    const typed = db as unknown as Kysely<MigrationTables>;
    const threads = await typed.selectFrom('message_threads').selectAll().orderBy('id').execute();
    for (const thread of threads) {
      await typed
        .insertInto('message_summaries')
        .values({
          loan_account_id: thread.loan_account_id,
          subject: thread.subject,
          sent_at: thread.last_message_at,
          read_at: thread.customer_read_at,
        })
        .execute();
    }
    await db.schema.dropTable('message_attachments').execute();
    await db.schema.dropTable('messages').execute();
    await db.schema.dropTable('message_threads').execute();
  },
};
