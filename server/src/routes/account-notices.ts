import { ACCOUNT_MONEY_PATHS, accountNoticesResponseSchema, type AccountNotice } from 'shared-contracts';
import type { AccountNoticesRepository } from '../db/account-notices-repository.js';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { sessionOf } from '../plugins/session.js';

/** GET /api/account-notices: the signed-in borrower's open notices (autopay suspended; docs/decisions/055). */
export default async function accountNoticesPlugin(app: ZodApp, options: { notices: AccountNoticesRepository }) {
  answersAreNotStored(app);
  app.get(
    ACCOUNT_MONEY_PATHS.notices,
    { schema: { response: { 200: accountNoticesResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<AccountNotice[]> =>
      (await options.notices.listOpen(sessionOf(request).loanAccountId)).map((row) => ({ id: row.id, kind: row.kind, createdAt: row.created_at })),
  );
}
