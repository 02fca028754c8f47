import type { AccountDetails, AccountNotice, MessageSummary } from 'shared-contracts';
import type { AccountNoticesRepository } from '../db/account-notices-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { MessageSummariesRepository } from '../db/message-summaries-repository.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { accountDetailsOf } from './account-details.js';

/**
 * The signed-in overview's reads (spec 7): the loan's details, its message summaries and its open notices
 * (docs/decisions/055). The routes call this, never the repositories (docs/decisions/064).
 */
export function createAccountService(deps: {
  loanAccounts: Pick<LoanAccountsRepository, 'findById'>;
  messageSummaries: Pick<MessageSummariesRepository, 'listForLoanAccount'>;
  accountNotices: Pick<AccountNoticesRepository, 'listOpen'>;
}) {
  return {
    async details(loanAccountId: number): Promise<AccountDetails> {
      const loan = await deps.loanAccounts.findById(loanAccountId);
      if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
      return accountDetailsOf(loan);
    },
    async messageSummaries(loanAccountId: number): Promise<MessageSummary[]> {
      const rows = await deps.messageSummaries.listForLoanAccount(loanAccountId);
      return rows.map((row) => ({ id: row.id, subject: row.subject, sentAt: row.sent_at, custRead: row.read_at !== null }));
    },
    async openNotices(loanAccountId: number): Promise<AccountNotice[]> {
      return (await deps.accountNotices.listOpen(loanAccountId)).map((row) => ({ id: row.id, kind: row.kind, createdAt: row.created_at }));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
