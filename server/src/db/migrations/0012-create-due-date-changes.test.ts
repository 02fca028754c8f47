import { Migrator, NO_MIGRATIONS, type Kysely } from 'kysely';
import { migrateToEmpty, migrateToLatest } from '../migrate.js';
import type { DatabaseSchema } from '../schema.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-databases.js';
import { MIGRATIONS } from './index.js';

/*
 * 0012 creates only its own table: the idempotency key is unique per loan, the other reason at most 500
 * characters, and it rolls back.
 */
const HASH = 'a'.repeat(64);

/** True when the write was refused. (Not `rejects.toThrow()`: under parallel workers jest does not always see better-sqlite3's error as an Error.) */
async function fails(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch {
    return true;
  }
}

describe.each(TEST_DIALECTS)('migration 0012_create_due_date_changes on %s', (dialect) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
  });
  afterAll(() => testDatabase.dispose());

  it('creates due_date_changes with a key unique per loan, and rolls back', async () => {
    const db = testDatabase.database.db as unknown as Kysely<DatabaseSchema>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0011_create_payments')).error).toBeUndefined();
    await migrateToLatest(db);

    const loanAccountId = await db
      .insertInto('loan_accounts')
      .values({
        account_number: '100', account_status: 'AL', borrower_first_name: 'Ana', borrower_last_name: 'Lima', ssn_hash: HASH, ssn_last_four_hash: HASH, dob_hash: HASH,
        email: 'ana@example.com', phone: null, vin: 'VIN', vehicle_description: '', autopay_flag: 'N', billing_method: 'P', text_enrolled: 'N',
        current_balance_cents: 0, payoff_amount_cents: 0, amount_due_cents: 0, payment_amount_cents: 0, per_diem_interest_cents: 0, next_due_date: '2026-12-15',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    const change = {
      loan_account_id: loanAccountId, old_due_date: '2026-12-15', new_due_date: '2026-12-20', changed_on: '2026-11-23', reason: 'payday', other_reason: '',
      per_diem_cents: 351, interest_cost_cents: 1755, confirmation_number: 'RB-AAAAA-BBBBB', idempotency_key: 'k', request_fingerprint: 'f', first_answer: '{}',
    };
    await db.insertInto('due_date_changes').values(change).execute();
    expect(await fails(db.insertInto('due_date_changes').values({ ...change, confirmation_number: 'RB-CCCCC-DDDDD' }).execute())).toBe(true);
    expect(await fails(db.insertInto('due_date_changes').values({ ...change, idempotency_key: 'k2', confirmation_number: 'RB-E', other_reason: 'x'.repeat(501) }).execute())).toBe(true);
    expect(await db.selectFrom('due_date_changes').select('created_at').executeTakeFirstOrThrow()).toEqual({ created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    await migrateToEmpty(db);
  });

  /*
   * Kysely's Migrator refuses a migration numbered before one already applied unless it is built with
   * `allowUnorderedMigrations` (migrate.ts is not: see the hand-over). With it, 0012 applies on its own after 0013
   * and 0014, because it only creates its own table.
   */
  it('applies after 0013 and 0014 when the migrator allows unordered migrations', async () => {
    const db = testDatabase.database.db as unknown as Kysely<DatabaseSchema>;
    const without = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => !name.startsWith('0012')));
    expect((await new Migrator({ db, provider: { getMigrations: async () => without } }).migrateToLatest()).error).toBeUndefined();
    const unordered = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) }, allowUnorderedMigrations: true });
    const { error, results = [] } = await unordered.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results.map((result) => result.migrationName)).toEqual(['0012_create_due_date_changes']);
    expect(await db.selectFrom('due_date_changes').selectAll().execute()).toEqual([]);
    // The ordinary migrator (migrate.ts) now finds the applied list out of order, so the unordered one rolls back.
    expect((await unordered.migrateTo(NO_MIGRATIONS)).error).toBeUndefined();
  });
});
