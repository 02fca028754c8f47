import type { Insertable, Kysely } from 'kysely';
import type { AccountTransactionRow, AchFilesTable, DatabaseSchema, PaymentRow } from './schema.js';

/** The ACH jobs' reads and writes: origination and returns (payments/ach-origination.ts, ach-returns.ts; docs/decisions/055). */
export function createAchFilesRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The file already written for a business day: its name, or null. */
    async fileNameOf(businessDay: string): Promise<string | null> {
      const row = await db.selectFrom('ach_files').select('file_name').where('business_day', '=', businessDay).executeTakeFirst();
      return row?.file_name ?? null;
    },
    /** Scheduled and pending payments due by `day` not yet in a file, with what their debit entries need. */
    async paymentsToOriginate(day: string) {
      return db
        .selectFrom('payments')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .select([
          'payments.id',
          'payments.confirmation_number',
          'payments.amount_cents',
          'payment_methods.holder_name',
          'payment_methods.routing_number',
          'payment_methods.account_type',
          'payment_methods.account_number_ciphertext',
          'payment_methods.account_number_key_id',
        ])
        .where('payments.status', 'in', ['scheduled', 'pending'])
        .where('payments.ach_file_id', 'is', null)
        .where('payments.pay_on', '<=', day)
        .orderBy('payments.id')
        .execute();
    },
    /** The file's row; the unique business day makes a second instance's insert fail. */
    async addFile(file: Omit<Insertable<AchFilesTable>, 'id' | 'created_at'>): Promise<number> {
      const row = await db.insertInto('ach_files').values(file).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** Puts a payment in the file (pending from now on); false when it changed meanwhile (cancelled, in another file). */
    async putInFile(paymentId: number, fileId: number, trace: string | null, settlesOn: string): Promise<boolean> {
      const claimed = await db
        .updateTable('payments')
        .set({ status: 'pending', ach_file_id: fileId, ach_trace: trace, settles_on: settlesOn })
        .where('id', '=', paymentId)
        .where('ach_file_id', 'is', null)
        .where('status', 'in', ['scheduled', 'pending'])
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },
    // ---- returns ----
    async returnFileWasRead(sha256: string): Promise<boolean> {
      return (await db.selectFrom('ach_return_files').select('id').where('sha256', '=', sha256).executeTakeFirst()) !== undefined;
    },
    /** Unique by content: another instance reading the same file at once fails here and changes nothing. */
    async addReturnFile(fileName: string, sha256: string, returnCount: number): Promise<void> {
      await db.insertInto('ach_return_files').values({ file_name: fileName, sha256, return_count: returnCount }).execute();
    },
    /** The payment a return names, by its confirmation number and the entry's trace. */
    async findReturned(confirmationNumber: string, trace: string): Promise<PaymentRow | null> {
      return (await db.selectFrom('payments').selectAll().where('confirmation_number', '=', confirmationNumber).where('ach_trace', '=', trace).executeTakeFirst()) ?? null;
    },
    /** Posted or pending → returned; false when it was neither any more. */
    async markReturned(paymentId: number, at: string, returnCode: string): Promise<boolean> {
      const claimed = await db
        .updateTable('payments')
        .set({ status: 'returned', returned_at: at, return_code: returnCode })
        .where('id', '=', paymentId)
        .where('status', 'in', ['posted', 'pending'])
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) > 0;
    },
    async ledgerLine(transactionId: number): Promise<AccountTransactionRow> {
      return db.selectFrom('account_transactions').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
    },
    async countReturnedSince(loanAccountId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('loan_account_id', '=', loanAccountId)
        .where('status', '=', 'returned')
        .where('returned_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Autopay suspended with its overview notice; false when it was not enrolled or already suspended. */
    async suspendAutopay(loanAccountId: number, at: string): Promise<boolean> {
      const suspended = await db
        .updateTable('autopay_enrolments')
        .set({ suspended_at: at })
        .where('loan_account_id', '=', loanAccountId)
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
      if (Number(suspended.numUpdatedRows) === 0) return false;
      await db.insertInto('account_notices').values({ loan_account_id: loanAccountId, kind: 'autopay_suspended', created_at: at }).execute();
      return true;
    },
  };
}

export type AchFilesRepository = ReturnType<typeof createAchFilesRepository>;
