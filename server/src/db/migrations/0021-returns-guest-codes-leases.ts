import { sql, type Kysely, type Migration, type Transaction } from 'kysely';
import { dialectOf, identityPrimaryKey, nowDefault, timestampType } from './dialect-columns.js';

/**
 * The loan over time (docs/decisions/055):
 * - a payment may be `returned` by the bank (an ACH return) and may be made by a `guest` (spec 2.4 guest payment);
 *   it records the ACH file it went out in, its trace number and settlement date, and the return's code;
 * - every ledger line carries a `code`, the fine meaning the history shows (the `type` stays the coarse filter:
 *   payment / interest / late_fee / adjustment), backfilled from the rows already there;
 * - the ACH files written and the return files read, each once;
 * - autopay may be suspended (two returns in twelve months) with a notice the account overview shows;
 * - job leases, so that with several instances a scheduled job runs on one of them at a time.
 *
 * The CHECK constraints of 0011 are widened on both dialects: PostgreSQL drops and re-adds them; SQLite cannot
 * alter a constraint, so the table is rebuilt the way SQLite documents it (foreign keys off, new table, copy,
 * drop, rename, indexes again, foreign_key_check, foreign keys on).
 */

export const LEDGER_CODES = [
  'payment_online',
  'payment_autopay',
  'payment_guest',
  'interest',
  'late_fee',
  'late_fee_waived',
  'payment_returned',
  'returned_payment_fee',
  'adjustment',
  'credit',
] as const;

const OLD_STATUS_CHECK = `status in ('scheduled', 'pending', 'posted', 'cancelled')`;
const NEW_STATUS_CHECK = `status in ('scheduled', 'pending', 'posted', 'cancelled', 'returned')`;
const OLD_SOURCE_CHECK = `source in ('online', 'autopay')`;
const NEW_SOURCE_CHECK = `source in ('online', 'autopay', 'guest')`;
const CODE_CHECK = `code in (${LEDGER_CODES.map((code) => `'${code}'`).join(', ')})`;

/** The code of a line already in the ledger: a payment's by the source of the payment that wrote it. */
const BACKFILLED_CODE = sql<string>`case
  when type = 'payment' then coalesce(
    (select case when p.source = 'autopay' then 'payment_autopay' else 'payment_online' end
       from payments p where p.transaction_id = account_transactions.id limit 1),
    'payment_online')
  when type = 'interest' then 'interest'
  when type = 'late_fee' then 'late_fee'
  else 'adjustment'
end`;

function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + from.length) >= 0) throw new Error(`Migration 0021: expected one "${from}" in the table definition`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/**
 * SQLite's documented table rebuild (https://sqlite.org/lang_altertable.html, "other kinds of table schema changes"),
 * run inside the caller's transaction with foreign keys already off: the table's own CREATE statement, edited, so
 * the columns later migrations added are kept; rows copied by column name; its indexes made again (an index on a
 * column the edit removed must be dropped before).
 */
async function rebuildSqliteTable(trx: Transaction<unknown>, table: string, edit: (createSql: string) => string): Promise<void> {
  const definition = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(trx);
  const createSql = definition.rows[0]?.sql;
  if (!createSql) throw new Error(`Migration 0021: table ${table} not found`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(trx);
  const rebuilt = `${table}_rebuilt`;

  await sql.raw(replaceOnce(edit(createSql), `CREATE TABLE "${table}"`, `CREATE TABLE "${rebuilt}"`)).execute(trx);
  // The new table's columns: a column the edit removed is left behind.
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${rebuilt})`.execute(trx);
  const columnList = sql.join(columns.rows.map((column) => sql.id(column.name)));
  await sql`insert into ${sql.id(rebuilt)} (${columnList}) select ${columnList} from ${sql.id(table)}`.execute(trx);
  await sql`drop table ${sql.id(table)}`.execute(trx);
  await sql`alter table ${sql.id(rebuilt)} rename to ${sql.id(table)}`.execute(trx);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
}

/** Runs `change` with SQLite's foreign keys off (they cannot be switched inside a transaction), in one transaction. */
async function withSqliteForeignKeysOff(db: Kysely<unknown>, change: (trx: Transaction<unknown>) => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('Migration 0021: the rebuilt tables break a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export const returnsGuestCodesLeases: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const timestamp = timestampType(dialect);

    // The line's code: added nullable, filled from what is there, then required.
    await db.schema.alterTable('account_transactions').addColumn('code', 'text').execute();
    await sql`update account_transactions set code = ${BACKFILLED_CODE}`.execute(db);

    if (dialect === 'postgres') {
      await sql`alter table payments drop constraint payments_status_check`.execute(db);
      await sql`alter table payments drop constraint payments_source_check`.execute(db);
      await sql.raw(`alter table payments add constraint payments_status_check check (${NEW_STATUS_CHECK})`).execute(db);
      await sql.raw(`alter table payments add constraint payments_source_check check (${NEW_SOURCE_CHECK})`).execute(db);
      await sql`alter table account_transactions alter column code set not null`.execute(db);
      await sql.raw(`alter table account_transactions add constraint account_transactions_code_check check (${CODE_CHECK})`).execute(db);
    } else {
      await withSqliteForeignKeysOff(db, async (trx) => {
        await rebuildSqliteTable(trx, 'payments', (createSql) =>
          replaceOnce(replaceOnce(createSql, OLD_STATUS_CHECK, NEW_STATUS_CHECK), OLD_SOURCE_CHECK, NEW_SOURCE_CHECK),
        );
        await rebuildSqliteTable(trx, 'account_transactions', (createSql) =>
          replaceOnce(createSql, '"code" text', `"code" text not null check (${CODE_CHECK})`),
        );
      });
    }

    /** One NACHA file per business day (docs/decisions/055). */
    await db.schema
      .createTable('ach_files')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('business_day', 'text', (column) => column.notNull().unique())
      .addColumn('settlement_date', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull().unique())
      .addColumn('entry_count', 'integer', (column) => column.notNull())
      .addColumn('debit_total_cents', 'integer', (column) => column.notNull())
      .addColumn('credit_total_cents', 'integer', (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();

    /** A return file is read once: its name and the SHA-256 of its content are remembered. */
    await db.schema
      .createTable('ach_return_files')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull().unique())
      .addColumn('return_count', 'integer', (column) => column.notNull())
      .addColumn('processed_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .execute();

    await db.schema.alterTable('payments').addColumn('ach_file_id', 'integer', (column) => column.references('ach_files.id')).execute();
    await db.schema.alterTable('payments').addColumn('ach_trace', 'text').execute();
    await db.schema.alterTable('payments').addColumn('settles_on', 'text').execute();
    await db.schema.alterTable('payments').addColumn('returned_at', timestamp).execute();
    await db.schema.alterTable('payments').addColumn('return_code', 'text').execute();
    await db.schema.createIndex('payments_ach_trace').on('payments').column('ach_trace').unique().execute();
    await db.schema.createIndex('payments_ach_file').on('payments').column('ach_file_id').execute();

    /** Two returns in twelve months suspend autopay (docs/decisions/055); the drafts skip a suspended enrolment. */
    await db.schema.alterTable('autopay_enrolments').addColumn('suspended_at', timestamp).execute();

    /** A notice the account overview shows (autopay suspended); its text is made in the reader's language. */
    await db.schema
      .createTable('account_notices')
      .addColumn('id', 'integer', identityPrimaryKey(dialect))
      .addColumn('loan_account_id', 'integer', (column) => column.notNull().references('loan_accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('autopay_suspended')`))
      .addColumn('created_at', timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
      .addColumn('dismissed_at', timestamp)
      .execute();
    await db.schema.createIndex('account_notices_loan_account').on('account_notices').column('loan_account_id').execute();

    /** A job's lease: the instance holding it until `lease_until` runs the job (docs/decisions/055). */
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('lease_until', timestamp, (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema.dropTable('job_leases').execute();
    await db.schema.dropTable('account_notices').execute();
    await db.schema.alterTable('autopay_enrolments').dropColumn('suspended_at').execute();
    await db.schema.dropIndex('payments_ach_file').execute();
    await db.schema.dropIndex('payments_ach_trace').execute();

    // A returned or guest payment has no place in the narrower table: the rollback stops on it (the check fails).
    if (dialect === 'postgres') {
      for (const column of ['return_code', 'returned_at', 'settles_on', 'ach_trace', 'ach_file_id']) {
        await db.schema.alterTable('payments').dropColumn(column).execute();
      }
      await sql`alter table payments drop constraint payments_status_check`.execute(db);
      await sql`alter table payments drop constraint payments_source_check`.execute(db);
      await sql.raw(`alter table payments add constraint payments_status_check check (${OLD_STATUS_CHECK})`).execute(db);
      await sql.raw(`alter table payments add constraint payments_source_check check (${OLD_SOURCE_CHECK})`).execute(db);
      await db.schema.alterTable('account_transactions').dropColumn('code').execute();
    } else {
      // SQLite drops no column a foreign key uses (ach_file_id) nor one with a CHECK: both tables are rebuilt.
      const addedPaymentColumns = ', "ach_file_id" integer references "ach_files" ("id"), "ach_trace" text, "settles_on" text, "returned_at" text, "return_code" text';
      await withSqliteForeignKeysOff(db, async (trx) => {
        await rebuildSqliteTable(trx, 'payments', (createSql) =>
          replaceOnce(replaceOnce(replaceOnce(createSql, NEW_STATUS_CHECK, OLD_STATUS_CHECK), NEW_SOURCE_CHECK, OLD_SOURCE_CHECK), addedPaymentColumns, ''),
        );
        await rebuildSqliteTable(trx, 'account_transactions', (createSql) => replaceOnce(createSql, `, "code" text not null check (${CODE_CHECK})`, ''));
      });
    }
    await db.schema.dropTable('ach_return_files').execute();
    await db.schema.dropTable('ach_files').execute();
  },
};
