import { Migrator, type Insertable, type Kysely } from 'kysely';
import type { SqlDialectName } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import type { DatabaseSchema, LoanAccountsTable } from '../db/schema.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './test-databases.js';

/*
 * The set-up of the migration tests (docs/decisions/066): a fresh database of each dialect this run tests, brought
 * up to the release before the migration under test, given rows as that release knows them, then migrated on.
 */

/** An HMAC-SHA256 in hex, as the identity columns require. */
export const IDENTITY_HASH = 'a'.repeat(64);

/**
 * `describe.each` over the test dialects, titled `migration <name> on <dialect>`, with a fresh empty database for
 * the block: `db()` is its connection.
 */
export function describeMigration(name: string, tests: (db: () => Kysely<DatabaseSchema>, dialect: SqlDialectName) => void): void {
  describe.each(TEST_DIALECTS)(`migration ${name} on %s`, (dialect) => {
    let testDatabase: TestDatabase;
    beforeAll(async () => {
      testDatabase = await createTestDatabase(dialect);
    });
    afterAll(() => testDatabase.dispose());
    tests(() => testDatabase.database.db, dialect);
  });
}

/**
 * A migrator over the migrations of this build that `keep` keeps (all by default), as an older or a patched
 * release would have them; `allowUnorderedMigrations` as Kysely's Migrator (migrate.ts does not allow them).
 */
export function migratorOf(
  db: Kysely<DatabaseSchema>,
  { keep = () => true, allowUnorderedMigrations = false }: { keep?: (name: string) => boolean; allowUnorderedMigrations?: boolean } = {},
): Migrator {
  const migrations = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => keep(name)));
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations });
}

/** Migrates up or down to the migration named `name` (a fresh database: the release that ends with it), failing the test when a step fails. */
export async function migrateTo(db: Kysely<DatabaseSchema>, name: string): Promise<void> {
  expect(MIGRATIONS).toHaveProperty([name]);
  expect((await migratorOf(db).migrateTo(name)).error).toBeUndefined();
}

/** The name of the migration just before the one whose name starts with `number` ('0014' → '0013_create_secure_messages'). */
export function migrationBefore(number: string): string {
  const before = Object.keys(MIGRATIONS).filter((name) => name < number);
  const last = before[before.length - 1];
  if (!last) throw new Error(`No migration comes before ${number}`);
  return last;
}

/** A loan account with every column 0011 to 0021 require: one borrower, nothing owed, due on 2026-12-15. */
export const LOAN_ACCOUNT: Insertable<LoanAccountsTable> = {
  account_number: '100', account_status: 'AL', borrower_first_name: 'Ana', borrower_last_name: 'Lima', ssn_hash: IDENTITY_HASH, ssn_last_four_hash: IDENTITY_HASH, dob_hash: IDENTITY_HASH,
  email: 'ana@example.com', phone: null, vin: 'VIN', vehicle_description: '', autopay_flag: 'N', billing_method: 'P', text_enrolled: 'N',
  current_balance_cents: 0, payoff_amount_cents: 0, amount_due_cents: 0, payment_amount_cents: 0, per_diem_interest_cents: 0, next_due_date: '2026-12-15',
};

/**
 * True when the write was refused. (Not `rejects.toThrow()`: under parallel workers jest does not always see
 * better-sqlite3's error, made in a native module loaded by an earlier test file of the same worker, as an Error.)
 */
export async function fails(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch {
    return true;
  }
}
