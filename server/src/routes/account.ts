import {
  PORTAL_API_PATHS,
  accountDetailsSchema,
  messageSummariesResponseSchema,
  touchResponseSchema,
  type AccountDetails,
  type MessageSummary,
  type TouchResponse,
} from 'shared-contracts';
import { accountDetailsOf } from '../account/account-details.js';
import type { SessionManager } from '../auth/session-manager.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { MessageSummariesRepository } from '../db/message-summaries-repository.js';
import { answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { sessionOf } from '../plugins/session.js';

export interface AccountPluginOptions {
  sessions: SessionManager;
  loanAccounts: LoanAccountsRepository;
  messageSummaries: MessageSummariesRepository;
}

/**
 * The signed-in calls of spec 7: `GET /api/account-details`, `GET /api/touch` (keep-alive) and
 * `GET /api/smc` (message summaries, polled). 401 without a live session (the session plugin answers it).
 */
export default async function accountPlugin(app: ZodApp, options: AccountPluginOptions) {
  const { sessions, loanAccounts, messageSummaries } = options;
  answersAreNotStored(app);

  // Open to every status: the login form reads F0184_ACCOUNT_STATUS here to show the unavailable dialog.
  app.get(
    PORTAL_API_PATHS.accountDetails,
    { schema: { response: { 200: accountDetailsSchema } }, config: { session: 'signed-in' } },
    async (request): Promise<AccountDetails> => {
      const loan = await loanAccounts.findById(sessionOf(request).loanAccountId);
      if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
      return accountDetailsOf(loan);
    },
  );

  app.get(
    PORTAL_API_PATHS.touch,
    { schema: { response: { 200: touchResponseSchema } }, config: { session: 'signed-in' } },
    async (request): Promise<TouchResponse> => ({ status: 'OK', expiresInSeconds: await sessions.touch(sessionOf(request)) }),
  );

  app.get(
    PORTAL_API_PATHS.messageSummaries,
    { schema: { response: { 200: messageSummariesResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<MessageSummary[]> => {
      const session = sessionOf(request);
      const rows = await messageSummaries.listForLoanAccount(session.loanAccountId);
      return rows.map((row) => ({ id: row.id, subject: row.subject, sentAt: row.sent_at, custRead: row.read_at !== null }));
    },
  );
}
