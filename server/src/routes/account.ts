import {
  PORTAL_API_PATHS,
  accountDetailsSchema,
  messageSummariesResponseSchema,
  touchResponseSchema,
  type AccountDetails,
  type MessageSummary,
  type TouchResponse,
} from 'shared-contracts';
import type { AccountService } from '../account/account-service.js';
import type { SessionManager } from '../auth/session-manager.js';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { sessionOf } from '../plugins/session.js';

export interface AccountPluginOptions {
  sessions: SessionManager;
  account: AccountService;
}

/**
 * The signed-in calls of spec 7: `GET /api/account-details`, `GET /api/touch` (keep-alive) and
 * `GET /api/smc` (message summaries, polled). 401 without a live session (the session plugin answers it).
 */
export default async function accountPlugin(app: ZodApp, options: AccountPluginOptions) {
  const { sessions, account } = options;
  answersAreNotStored(app);

  // Open to every status: the login form reads F0184_ACCOUNT_STATUS here to show the unavailable dialog.
  app.get(
    PORTAL_API_PATHS.accountDetails,
    { schema: { response: { 200: accountDetailsSchema } }, config: { session: 'signed-in' } },
    async (request): Promise<AccountDetails> => account.details(sessionOf(request).loanAccountId),
  );

  app.get(
    PORTAL_API_PATHS.touch,
    { schema: { response: { 200: touchResponseSchema } }, config: { session: 'signed-in' } },
    async (request): Promise<TouchResponse> => ({ status: 'OK', expiresInSeconds: await sessions.touch(sessionOf(request)) }),
  );

  app.get(
    PORTAL_API_PATHS.messageSummaries,
    { schema: { response: { 200: messageSummariesResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<MessageSummary[]> => account.messageSummaries(sessionOf(request).loanAccountId),
  );
}
