import type { AccountTransactionsRepository, StatementsRepository } from '../db/account-history-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { AccountTransactionRow, LoanAccountRow, StatementRow } from '../db/schema.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';

/** Every statement kept online is listed: twelve for the demo loan; never more than this. */
const STATEMENTS_LISTED = 100;

/**
 * The loan's monthly statements (spec 2.4 /account/statements), and what one statement's PDF is made of: the same
 * rows as the JSON answer. Another loan's id is a 404.
 */
export function createStatementsService(deps: {
  statements: Pick<StatementsRepository, 'listForAccount' | 'findForAccount'>;
  accountTransactions: Pick<AccountTransactionsRepository, 'listMatching'>;
  loanAccounts: Pick<LoanAccountsRepository, 'findById'>;
}) {
  return {
    async list(loanAccountId: number): Promise<StatementRow[]> {
      return (await deps.statements.listForAccount(loanAccountId, { limit: STATEMENTS_LISTED, offset: 0 })).rows;
    },
    async document(loanAccountId: number, statementId: number): Promise<{ row: StatementRow; loan: LoanAccountRow; transactions: AccountTransactionRow[] }> {
      const row = await deps.statements.findForAccount(loanAccountId, statementId);
      const loan = await deps.loanAccounts.findById(loanAccountId);
      if (!row || !loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No such statement');
      const transactions = await deps.accountTransactions.listMatching(loanAccountId, { from: row.period_start, to: row.period_end });
      return { row, loan, transactions };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
