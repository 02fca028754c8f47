import { Migrator, sql, type Kysely } from 'kysely';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-databases.js';
import { migrateToLatest } from '../migrate.js';
import type { DatabaseSchema } from '../schema.js';
import { MIGRATIONS } from './index.js';

/*
 * A database of the release before the message center: its message summaries become threads, each with one
 * message from the lender, read or unread as before; and back.
 */

/** An HMAC-SHA256 in hex, as the identity columns require. */
const HASH = 'a'.repeat(64);
const upTo = (last: string) => Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= last));
const migrator = (db: Kysely<DatabaseSchema>, last?: string) =>
  new Migrator({ db, provider: { getMigrations: async () => (last ? upTo(last) : { ...MIGRATIONS }) } });

describe.each(TEST_DIALECTS)('migration 0013 on %s', (dialect) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.database.db;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
  });
  afterAll(() => testDatabase.dispose());

  it('turns each summary into a thread with one lender message, keeping its read state', async () => {
    const before = await migrator(db(), '0011_create_payments').migrateToLatest();
    expect(before.error).toBeUndefined();
    const loan = await sql<{ id: number }>`insert into loan_accounts (account_number, account_status, borrower_first_name, borrower_last_name,
      ssn_hash, ssn_last_four_hash, dob_hash, email, vin, vehicle_description, autopay_flag, billing_method, text_enrolled,
      current_balance_cents, payoff_amount_cents, amount_due_cents, payment_amount_cents, per_diem_interest_cents)
      values ('1', 'AL', 'A', 'B', ${HASH}, ${HASH}, ${HASH}, 'a@example.com', 'V', 'Car', 'N', 'P', 'N', 1, 1, 1, 1, 1) returning id`.execute(db());
    const loanId = loan.rows[0]!.id;
    await sql`insert into message_summaries (loan_account_id, subject, sent_at, read_at) values
      (${loanId}, 'Unread one', '2026-11-20T10:00:00.000Z', null),
      (${loanId}, 'Read one', '2026-11-10T10:00:00.000Z', '2026-11-11T10:00:00.000Z')`.execute(db());

    await migrateToLatest(db());
    const threads = await db().selectFrom('message_threads').selectAll().orderBy('last_message_at', 'desc').execute();
    expect(threads.map((thread) => [thread.subject, thread.topic, thread.last_message_at, thread.customer_read_at])).toEqual([
      ['Unread one', 'other', '2026-11-20T10:00:00.000Z', null],
      ['Read one', 'other', '2026-11-10T10:00:00.000Z', '2026-11-11T10:00:00.000Z'],
    ]);
    const messages = await db().selectFrom('messages').select(['thread_id', 'author', 'body']).orderBy('id').execute();
    expect(messages.map((message) => [message.author, message.body])).toEqual([
      ['lender', 'Unread one'],
      ['lender', 'Read one'],
    ]);

    const back = await migrator(db()).migrateTo('0011_create_payments');
    expect(back.error).toBeUndefined();
    const summaries = await sql<{ subject: string; read_at: string | null }>`select subject, read_at from message_summaries order by sent_at desc`.execute(db());
    expect(summaries.rows.map((row) => [row.subject, row.read_at === null])).toEqual([
      ['Unread one', true],
      ['Read one', false],
    ]);
  });
});
