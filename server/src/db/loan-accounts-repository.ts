import type { Insertable, Kysely, Updateable } from 'kysely';
import { dialectOf } from './migrations/dialect-columns.js';
import { precompiledQuery } from './precompiled-query.js';
import type { DatabaseSchema, LoanAccountRow, LoanAccountsTable } from './schema.js';

export type NewLoanAccount = Insertable<LoanAccountsTable>;
/** The figures a posted payment moves together (payments/posting-job.ts). */
export type LoanFigures = Required<
  Pick<
    Updateable<LoanAccountsTable>,
    'current_balance_cents' | 'per_diem_interest_cents' | 'payoff_amount_cents' | 'amount_due_cents' | 'next_due_date' | 'credit_balance_cents'
  >
>;

export interface LoanAccountsRepository {
  findById(id: number): Promise<LoanAccountRow | null>;
  findByAccountNumber(accountNumber: string): Promise<LoanAccountRow | null>;
  /** Loans whose SSN and date-of-birth hashes both match, oldest first. */
  findByIdentity(ssnHash: string, dobHash: string): Promise<LoanAccountRow[]>;
  insert(values: NewLoanAccount): Promise<number>;
  /**
   * The loan, its row locked until the transaction ends (PostgreSQL `select … for update`): two money changes of
   * one loan (two tabs paying at once) then run one after the other, so each one's guards see the other's row
   * (docs/decisions/051). SQLite runs one transaction at a time already. Only inside a transaction.
   */
  lockForMoneyChange(id: number): Promise<LoanAccountRow | null>;
  /** F0410_AUTOPAY_FLAG, changed with the enrolment (payments/autopay-service.ts). */
  setAutopayFlag(id: number, flag: 'Y' | 'N'): Promise<void>;
  setFigures(id: number, figures: LoanFigures): Promise<void>;
}

export function createLoanAccountsRepository(db: Kysely<DatabaseSchema>): LoanAccountsRepository {
  // Read by the overview's account-details, the payoff quote and the history's pending rows: compiled once.
  const byId = precompiledQuery<{ id: number }, LoanAccountRow>(db, (param) => db.selectFrom('loan_accounts').selectAll().where('id', '=', param('id')));
  return {
    async findById(id) {
      return (await byId.first({ id })) ?? null;
    },
    async findByAccountNumber(accountNumber) {
      return (await db.selectFrom('loan_accounts').selectAll().where('account_number', '=', accountNumber).executeTakeFirst()) ?? null;
    },
    async findByIdentity(ssnHash, dobHash) {
      return db
        .selectFrom('loan_accounts')
        .selectAll()
        .where('ssn_hash', '=', ssnHash)
        .where('dob_hash', '=', dobHash)
        .orderBy('id')
        .execute();
    },
    async insert(values) {
      const row = await db.insertInto('loan_accounts').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async lockForMoneyChange(id) {
      const query = db.selectFrom('loan_accounts').selectAll().where('id', '=', id);
      const row = dialectOf(db as Kysely<unknown>) === 'postgres' ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst();
      return row ?? null;
    },
    async setAutopayFlag(id, flag) {
      await db.updateTable('loan_accounts').set({ autopay_flag: flag }).where('id', '=', id).execute();
    },
    async setFigures(id, figures) {
      await db.updateTable('loan_accounts').set(figures).where('id', '=', id).execute();
    },
  };
}
