import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema, DueDateChangeRow, DueDateChangesTable } from './schema.js';
import { insertThread, type NewThread } from './secure-messages-repository.js';
import { inTransaction } from './in-transaction.js';

/*
 * Due-date changes of one loan (spec 4.7). Every read and write names the loan. A change, the loan's new next due
 * date and the lender's message confirming it are written in one transaction: all three or none.
 */

export type NewDueDateChange = Omit<Insertable<DueDateChangesTable>, 'id' | 'created_at'>;

export interface DueDateChangesRepository {
  findByIdempotencyKey(loanAccountId: number, key: string): Promise<DueDateChangeRow | null>;
  /** The loan's latest change made on or after `since` (`YYYY-MM-DD`), or null. */
  latestSince(loanAccountId: number, since: string): Promise<DueDateChangeRow | null>;
  /**
   * Records the change and moves the loan's next due date from its old to its new date, with the lender's
   * confirming message, in one transaction. False (nothing written) when the loan's date is no longer the old
   * one: another change got there first. A repeated key fails on the unique constraint.
   */
  record(change: NewDueDateChange, message: Omit<NewThread, 'loanAccountId'>): Promise<boolean>;
}

export function createDueDateChangesRepository(db: Kysely<DatabaseSchema>): DueDateChangesRepository {
  return {
    async findByIdempotencyKey(loanAccountId, key) {
      return (
        (await db.selectFrom('due_date_changes').selectAll().where('loan_account_id', '=', loanAccountId).where('idempotency_key', '=', key).executeTakeFirst()) ??
        null
      );
    },
    async latestSince(loanAccountId, since) {
      return (
        (await db
          .selectFrom('due_date_changes')
          .selectAll()
          .where('loan_account_id', '=', loanAccountId)
          .where('changed_on', '>=', since)
          .orderBy('changed_on', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst()) ?? null
      );
    },
    async record(change, message) {
      const CHANGED_MEANWHILE = Symbol('changed meanwhile');
      try {
        await inTransaction(db, async (trx) => {
          await trx.insertInto('due_date_changes').values(change).execute();
          // Conditional on the old date: two changes racing with different keys make one, the other finds 0 rows.
          const moved = await trx
            .updateTable('loan_accounts')
            .set({ next_due_date: change.new_due_date })
            .where('id', '=', change.loan_account_id)
            .where('next_due_date', '=', change.old_due_date)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw CHANGED_MEANWHILE;
          await insertThread(trx, { ...message, loanAccountId: change.loan_account_id });
        });
        return true;
      } catch (error) {
        if (error === CHANGED_MEANWHILE) return false;
        throw error;
      }
    },
  };
}
