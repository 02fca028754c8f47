import type { Kysely, Selectable } from 'kysely';
import type { AccountNoticesTable, DatabaseSchema } from './schema.js';

/** The notices of a loan the overview shows (docs/decisions/055), oldest first; dismissed ones are left out. */
export interface AccountNoticesRepository {
  listOpen(loanAccountId: number): Promise<Array<Selectable<AccountNoticesTable>>>;
}

export function createAccountNoticesRepository(db: Kysely<DatabaseSchema>): AccountNoticesRepository {
  return {
    listOpen: (loanAccountId) =>
      db.selectFrom('account_notices').selectAll().where('loan_account_id', '=', loanAccountId).where('dismissed_at', 'is', null).orderBy('id').execute(),
  };
}
