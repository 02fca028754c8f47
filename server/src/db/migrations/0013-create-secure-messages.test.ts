import { sql } from 'kysely';
import { describeMigration, IDENTITY_HASH, migrateTo } from '../../test-support/migration-test.js';
import { migrateToLatest } from '../migrate.js';

/*
 * A database of the release before the message center: its message summaries become threads, each with one
 * message from the lender, read or unread as before; and back.
 */
describeMigration('0013', (db) => {
  it('turns each summary into a thread with one lender message, keeping its read state', async () => {
    await migrateTo(db(), '0011_create_payments');
    const loan = await sql<{ id: number }>`insert into loan_accounts (account_number, account_status, borrower_first_name, borrower_last_name,
      ssn_hash, ssn_last_four_hash, dob_hash, email, vin, vehicle_description, autopay_flag, billing_method, text_enrolled,
      current_balance_cents, payoff_amount_cents, amount_due_cents, payment_amount_cents, per_diem_interest_cents)
      values ('1', 'AL', 'A', 'B', ${IDENTITY_HASH}, ${IDENTITY_HASH}, ${IDENTITY_HASH}, 'a@example.com', 'V', 'Car', 'N', 'P', 'N', 1, 1, 1, 1, 1) returning id`.execute(db());
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

    await migrateTo(db(), '0011_create_payments');
    const summaries = await sql<{ subject: string; read_at: string | null }>`select subject, read_at from message_summaries order by sent_at desc`.execute(db());
    expect(summaries.rows.map((row) => [row.subject, row.read_at === null])).toEqual([
      ['Unread one', true],
      ['Read one', false],
    ]);
  });
});
