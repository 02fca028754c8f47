import { sql, type Kysely } from 'kysely';
import { migrateToEmpty, migrateToLatest } from '../migrate.js';
import { describeMigration, fails, LOAN_ACCOUNT, migrateTo } from '../../test-support/migration-test.js';

/*
 * 0021 on a database with rows: the ledger's codes are filled in from what is there (a payment line by the source
 * of the payment that wrote it), the widened checks take 'returned' and 'guest' and still refuse anything else, the
 * rebuilt SQLite tables keep their rows, foreign keys and indexes, and it rolls back.
 */
describeMigration('0021_returns_guest_codes_leases', (database, dialect) => {
  it('backfills the codes, widens the checks, keeps rows and indexes, and rolls back', async () => {
    const db = database();
    await migrateTo(db, '0020_passkeys');

    // Rows as 0020 knows them (no code column yet): written untyped.
    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const loan = await raw
      .insertInto('loan_accounts')
      .values({ ...LOAN_ACCOUNT })
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await raw
      .insertInto('payment_methods')
      .values({ loan_account_id: loan.id, account_type: 'checking', routing_number: '123456780', account_number_ciphertext: 'x', account_number_key_id: 'k', last4: '6789', holder_name: 'Ana' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = (type: string, reference: string) => ({
      loan_account_id: loan.id, posted_on: '2026-10-01', type, description: type, amount_cents: 0, running_balance_cents: 0, reference,
    });
    const lines = await raw
      .insertInto('account_transactions')
      .values([line('payment', 'A'), line('payment', 'B'), line('payment', 'C'), line('interest', 'D'), line('late_fee', 'E'), line('adjustment', 'F')])
      .returning('id')
      .execute();
    const payment = (confirmation: string, source: string, transactionId: unknown) => ({
      loan_account_id: loan.id, payment_method_id: method.id, amount_cents: 100, pay_on: '2026-10-01', status: 'posted', source, confirmation_number: confirmation, transaction_id: transactionId,
    });
    await raw.insertInto('payments').values([payment('RB-1', 'online', lines[0]?.id), payment('RB-2', 'autopay', lines[1]?.id)]).execute();

    await migrateToLatest(db);

    const codes = await db.selectFrom('account_transactions').select(['reference', 'code']).orderBy('reference').execute();
    expect(codes.map((row) => [row.reference, row.code])).toEqual([
      ['A', 'payment_online'],
      ['B', 'payment_autopay'],
      ['C', 'payment_online'],
      ['D', 'interest'],
      ['E', 'late_fee'],
      ['F', 'adjustment'],
    ]);
    expect(await db.selectFrom('payments').select(['confirmation_number', 'transaction_id']).orderBy('confirmation_number').execute()).toEqual([
      { confirmation_number: 'RB-1', transaction_id: lines[0]?.id },
      { confirmation_number: 'RB-2', transaction_id: lines[1]?.id },
    ]);

    const newPayment = { loan_account_id: Number(loan.id), payment_method_id: Number(method.id), amount_cents: 100, pay_on: '2026-10-02', created_at: '2026-10-01T00:00:00.000Z' };
    await db.insertInto('payments').values({ ...newPayment, status: 'returned', source: 'guest', confirmation_number: 'RB-3' }).execute();
    expect(await fails(db.insertInto('payments').values({ ...newPayment, status: 'lost' as 'returned', confirmation_number: 'RB-4' }).execute())).toBe(true);
    expect(await fails(db.insertInto('payments').values({ ...newPayment, status: 'pending', source: 'phone' as 'guest', confirmation_number: 'RB-5' }).execute())).toBe(true);
    // Still unique, still a foreign key.
    expect(await fails(db.insertInto('payments').values({ ...newPayment, status: 'pending', confirmation_number: 'RB-1' }).execute())).toBe(true);
    expect(await fails(db.insertInto('payments').values({ ...newPayment, status: 'pending', payment_method_id: 9999, confirmation_number: 'RB-6' }).execute())).toBe(true);
    const lineOf = { ...line('payment', 'G'), loan_account_id: Number(loan.id), type: 'payment' as const };
    expect(await fails(db.insertInto('account_transactions').values({ ...lineOf, code: 'gift' as 'credit' }).execute())).toBe(true);
    expect(await fails(sql`insert into account_transactions (loan_account_id, posted_on, type, description, amount_cents, running_balance_cents, reference) values (${Number(loan.id)}, '2026-10-01', 'payment', 'x', 0, 0, 'H')`.execute(db))).toBe(true);
    await db.insertInto('account_transactions').values({ ...lineOf, code: 'payment_returned' }).execute();

    // A trace number repeats across files, never within one.
    const files = await db
      .insertInto('ach_files')
      .values([
        { business_day: '2026-10-01', settlement_date: '2026-10-02', file_name: 'a', entry_count: 2, debit_total_cents: 100, credit_total_cents: 100 },
        { business_day: '2026-10-02', settlement_date: '2026-10-05', file_name: 'b', entry_count: 2, debit_total_cents: 100, credit_total_cents: 100 },
      ])
      .returning('id')
      .execute();
    await db.updateTable('payments').set({ ach_file_id: files[0]?.id, ach_trace: '123456780000001' }).where('confirmation_number', '=', 'RB-1').execute();
    await db.updateTable('payments').set({ ach_file_id: files[1]?.id, ach_trace: '123456780000001' }).where('confirmation_number', '=', 'RB-2').execute();
    expect(await fails(db.updateTable('payments').set({ ach_file_id: files[0]?.id, ach_trace: '123456780000001' }).where('confirmation_number', '=', 'RB-3').execute())).toBe(true);

    if (dialect === 'sqlite') {
      const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name in ('payments', 'account_transactions') and sql is not null order by name`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toEqual([
        'account_transactions_account_posted',
        'payments_ach_file',
        'payments_ach_trace',
        'payments_due',
        'payments_loan_account',
        'payments_loan_status',
      ]);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
    }

    await db.deleteFrom('payments').where('confirmation_number', '=', 'RB-3').execute();
    await db.deleteFrom('account_transactions').where('reference', '=', 'G').execute();
    await migrateToEmpty(db);
  });
});
