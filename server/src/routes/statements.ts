import { ACCOUNT_MONEY_PATHS, centsToAmount, idParamsSchema, localeQuerySchema, statementsResponseSchema, type Statement } from 'shared-contracts';
import type { AccountTransactionsRepository, StatementsRepository } from '../db/account-history-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { StatementRow } from '../db/schema.js';
import { answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { postedItemOf } from '../payments/history-service.js';
import { pdfDownloadGuard } from '../rate-limit/pdf-downloads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionOf } from '../plugins/session.js';

/** Every statement kept online is listed: twelve for the demo loan; never more than this. */
const STATEMENTS_LISTED = 100;

export const statementOf = (row: StatementRow): Statement => ({
  id: row.id,
  statementDate: row.statement_date,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  previousBalance: centsToAmount(row.previous_balance_cents),
  payments: centsToAmount(row.payments_cents),
  interest: centsToAmount(row.interest_cents),
  fees: centsToAmount(row.fees_cents),
  newBalance: centsToAmount(row.new_balance_cents),
  amountDue: centsToAmount(row.amount_due_cents),
  dueDate: row.due_date,
});

/**
 * `GET /api/statements` and `GET /api/statements/:id/pdf` (spec 2.4 /account/statements): the loan's monthly
 * statements newest first, and each one as a PDF made from the same rows. Another loan's id is a 404.
 */
export default async function statementsPlugin(
  app: ZodApp,
  options: {
    statements: StatementsRepository;
    accountTransactions: AccountTransactionsRepository;
    loanAccounts: LoanAccountsRepository;
    rateLimiter: RateLimiter;
  },
) {
  const { statements, accountTransactions, loanAccounts, rateLimiter } = options;
  answersAreNotStored(app);

  app.get(
    ACCOUNT_MONEY_PATHS.statements,
    { schema: { response: { 200: statementsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<Statement[]> => {
      const { rows } = await statements.listForAccount(sessionOf(request).loanAccountId, { limit: STATEMENTS_LISTED, offset: 0 });
      return rows.map(statementOf);
    },
  );

  app.get(
    ACCOUNT_MONEY_PATHS.statementPdf,
    { schema: { params: idParamsSchema, querystring: localeQuerySchema }, config: { session: 'available-account' }, preHandler: pdfDownloadGuard(rateLimiter) },
    async (request, reply) => {
      const { loanAccountId } = sessionOf(request);
      const row = await statements.findForAccount(loanAccountId, request.params.id);
      const loan = await loanAccounts.findById(loanAccountId);
      if (!row || !loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No such statement');
      const transactions = await accountTransactions.listMatching(loanAccountId, { from: row.period_start, to: row.period_end });
      // The PDF library loads on the first document asked for, not at every start of the server.
      const { renderStatementPdf } = await import('../documents/statement-pdf.js');
      const pdf = await renderStatementPdf({
        locale: request.query.locale,
        borrowerName: `${loan.borrower_first_name} ${loan.borrower_last_name}`,
        accountNumberLast4: loan.account_number.slice(-4),
        vehicleDescription: loan.vehicle_description,
        vin: loan.vin,
        statement: statementOf(row),
        transactions: transactions.map(postedItemOf).reverse(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="statement-${row.statement_date}.pdf"`)
        .send(pdf);
    },
  );
}
