import { ACCOUNT_MONEY_PATHS, centsToAmount, idParamsSchema, localeQuerySchema, statementsResponseSchema, type Statement } from 'shared-contracts';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { postedItemOf } from '../payments/history-service.js';
import type { StatementsService } from '../payments/statements-service.js';
import { pdfDownloadGuard } from '../rate-limit/pdf-downloads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionOf } from '../plugins/session.js';

export const statementOf = (row: Awaited<ReturnType<StatementsService['list']>>[number]): Statement => ({
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
    statements: StatementsService;
    rateLimiter: RateLimiter;
  },
) {
  const { statements, rateLimiter } = options;
  answersAreNotStored(app);

  app.get(
    ACCOUNT_MONEY_PATHS.statements,
    { schema: { response: { 200: statementsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<Statement[]> => (await statements.list(sessionOf(request).loanAccountId)).map(statementOf),
  );

  app.get(
    ACCOUNT_MONEY_PATHS.statementPdf,
    { schema: { params: idParamsSchema, querystring: localeQuerySchema }, config: { session: 'available-account' }, preHandler: pdfDownloadGuard(rateLimiter) },
    async (request, reply) => {
      const { row, loan, transactions } = await statements.document(sessionOf(request).loanAccountId, request.params.id);
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
