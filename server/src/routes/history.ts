import { ACCOUNT_MONEY_PATHS, historyCsvQuerySchema, historyPageSchema, historyQuerySchema, type HistoryPage } from 'shared-contracts';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { HistoryService } from '../payments/history-service.js';
import { sessionOf } from '../plugins/session.js';

/**
 * `GET /api/history` and `GET /api/history.csv` (spec 2.4 /account/history, spec 9: 10 per page): the loan's
 * transactions newest first, filtered by type and dates, a page at a time or all of them as CSV.
 */
export default async function historyPlugin(app: ZodApp, options: { history: HistoryService; now: () => Date }) {
  const { history, now } = options;
  answersAreNotStored(app);

  app.get(
    ACCOUNT_MONEY_PATHS.history,
    { schema: { querystring: historyQuerySchema, response: { 200: historyPageSchema } }, config: { session: 'available-account' } },
    async (request): Promise<HistoryPage> => {
      const { page, ...filter } = request.query;
      return history.page(sessionOf(request).loanAccountId, page, filter);
    },
  );

  app.get(
    ACCOUNT_MONEY_PATHS.historyCsv,
    { schema: { querystring: historyCsvQuerySchema }, config: { session: 'available-account' } },
    async (request, reply) => {
      // `locale`: the page's language, for the header and the words of each line (docs/decisions/056).
      const { locale, ...filter } = request.query;
      const csv = await history.csv(sessionOf(request).loanAccountId, filter, locale);
      const day = now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="loan-history-${day}.csv"`)
        .send(csv);
    },
  );
}
