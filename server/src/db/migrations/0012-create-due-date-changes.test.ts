import { NO_MIGRATIONS } from 'kysely';
import { migrateToEmpty, migrateToLatest } from '../migrate.js';
import { describeMigration, fails, LOAN_ACCOUNT, migratorOf, migrateTo } from '../../test-support/migration-test.js';

/*
 * 0012 creates only its own table: the idempotency key is unique per loan, the other reason at most 500
 * characters, and it rolls back.
 */
describeMigration('0012_create_due_date_changes', (db) => {
  it('creates due_date_changes with a key unique per loan, and rolls back', async () => {
    await migrateTo(db(), '0011_create_payments');
    await migrateToLatest(db());

    const loanAccountId = await db()
      .insertInto('loan_accounts')
      .values(LOAN_ACCOUNT)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    const change = {
      loan_account_id: loanAccountId, old_due_date: '2026-12-15', new_due_date: '2026-12-20', changed_on: '2026-11-23', reason: 'payday', other_reason: '',
      per_diem_cents: 351, interest_cost_cents: 1755, confirmation_number: 'RB-AAAAA-BBBBB', idempotency_key: 'k', request_fingerprint: 'f', first_answer: '{}',
    };
    await db().insertInto('due_date_changes').values(change).execute();
    expect(await fails(db().insertInto('due_date_changes').values({ ...change, confirmation_number: 'RB-CCCCC-DDDDD' }).execute())).toBe(true);
    expect(await fails(db().insertInto('due_date_changes').values({ ...change, idempotency_key: 'k2', confirmation_number: 'RB-E', other_reason: 'x'.repeat(501) }).execute())).toBe(true);
    expect(await db().selectFrom('due_date_changes').select('created_at').executeTakeFirstOrThrow()).toEqual({ created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    await migrateToEmpty(db());
  });

  /*
   * Kysely's Migrator refuses a migration numbered before one already applied unless it is built with
   * `allowUnorderedMigrations` (migrate.ts is not: see the hand-over). With it, 0012 applies on its own after 0013
   * and 0014, because it only creates its own table.
   */
  it('applies after 0013 and 0014 when the migrator allows unordered migrations', async () => {
    expect((await migratorOf(db(), { keep: (name) => !name.startsWith('0012') }).migrateToLatest()).error).toBeUndefined();
    const unordered = migratorOf(db(), { allowUnorderedMigrations: true });
    const { error, results = [] } = await unordered.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results.map((result) => result.migrationName)).toEqual(['0012_create_due_date_changes']);
    expect(await db().selectFrom('due_date_changes').selectAll().execute()).toEqual([]);
    // The ordinary migrator (migrate.ts) now finds the applied list out of order, so the unordered one rolls back.
    expect((await unordered.migrateTo(NO_MIGRATIONS)).error).toBeUndefined();
  });
});
