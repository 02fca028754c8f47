import type { FastifyInstance } from 'fastify';
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
import { replyNotFound } from '../http/error-reply.js';
import { requireAvailableAccount, sessionOf } from '../http/require-session.js';

export interface AccountPluginOptions {
  sessions: SessionManager;
  loanAccounts: LoanAccountsRepository;
  messageSummaries: MessageSummariesRepository;
}

/**
 * The signed-in calls of spec 7: `GET /api/account-details`, `GET /api/touch` (keep-alive) and
 * `GET /api/smc` (message summaries, polled). 401 without a live session.
 */
export default async function accountPlugin(app: FastifyInstance, options: AccountPluginOptions) {
  const { sessions, loanAccounts, messageSummaries } = options;
  answersAreNotStored(app);

  // Open to every status: the login form reads F0184_ACCOUNT_STATUS here to show the unavailable dialog.
  app.get(PORTAL_API_PATHS.accountDetails, { schema: { response: { 200: accountDetailsSchema } } }, async (request, reply) => {
    const session = await sessionOf(sessions, request);
    const loan = await loanAccounts.findById(session.loanAccountId);
    if (!loan) return replyNotFound(reply, 'No account belongs to this session');
    const details: AccountDetails = accountDetailsOf(loan);
    return details;
  });

  app.get(PORTAL_API_PATHS.touch, { schema: { response: { 200: touchResponseSchema } } }, async (request): Promise<TouchResponse> => {
    const session = await sessionOf(sessions, request);
    return { status: 'OK', expiresInSeconds: await sessions.touch(session) };
  });

  app.get(
    PORTAL_API_PATHS.messageSummaries,
    { schema: { response: { 200: messageSummariesResponseSchema } }, preHandler: requireAvailableAccount(sessions) },
    async (request): Promise<MessageSummary[]> => {
      const session = await sessionOf(sessions, request);
      const rows = await messageSummaries.listForLoanAccount(session.loanAccountId);
      return rows.map((row) => ({ id: row.id, subject: row.subject, sentAt: row.sent_at, custRead: row.read_at !== null }));
    },
  );
}
