import { ACCOUNT_MONEY_PATHS, accountNoticesResponseSchema, type AccountNotice } from 'shared-contracts';
import type { AccountService } from '../account/account-service.js';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { sessionOf } from '../plugins/session.js';

/** GET /api/account-notices: the signed-in borrower's open notices (autopay suspended; docs/decisions/055). */
export default async function accountNoticesPlugin(app: ZodApp, options: { account: AccountService }) {
  answersAreNotStored(app);
  app.get(
    ACCOUNT_MONEY_PATHS.notices,
    { schema: { response: { 200: accountNoticesResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<AccountNotice[]> => options.account.openNotices(sessionOf(request).loanAccountId),
  );
}
