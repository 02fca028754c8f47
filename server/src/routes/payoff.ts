import { ACCOUNT_MONEY_PATHS, businessClock, payoffPdfQuerySchema, payoffQuerySchema, payoffQuoteSchema, type PayoffQuote } from 'shared-contracts';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { LoanAccountRow } from '../db/schema.js';
import { answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { Clock } from '../payments/clock.js';
import { payoffQuoteOf } from '../payments/payoff.js';
import { pdfDownloadGuard } from '../rate-limit/pdf-downloads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionOf } from '../plugins/session.js';

/** The payoff quote (spec 2.4 /account): the amount that pays the loan in full through a date, and its letter as a PDF. */
export default async function payoffPlugin(app: ZodApp, options: { loanAccounts: LoanAccountsRepository; now: Clock; rateLimiter: RateLimiter }) {
  const { loanAccounts, now, rateLimiter } = options;
  answersAreNotStored(app);

  const loanOf = async (loanAccountId: number): Promise<LoanAccountRow> => {
    const loan = await loanAccounts.findById(loanAccountId);
    if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
    return loan;
  };

  app.get(
    ACCOUNT_MONEY_PATHS.payoffQuote,
    { schema: { querystring: payoffQuerySchema, response: { 200: payoffQuoteSchema } }, config: { session: 'available-account' } },
    async (request): Promise<PayoffQuote> => payoffQuoteOf(await loanOf(sessionOf(request).loanAccountId), request.query.goodThrough, now()),
  );

  app.get(
    ACCOUNT_MONEY_PATHS.payoffQuotePdf,
    { schema: { querystring: payoffPdfQuerySchema }, config: { session: 'available-account' }, preHandler: pdfDownloadGuard(rateLimiter) },
    async (request, reply) => {
      const loan = await loanOf(sessionOf(request).loanAccountId);
      const at = now();
      const quote = payoffQuoteOf(loan, request.query.goodThrough, at);
      // The PDF library loads on the first document asked for, not at every start of the server.
      const { renderPayoffLetterPdf } = await import('../documents/payoff-letter-pdf.js');
      const pdf = await renderPayoffLetterPdf({
        locale: request.query.locale,
        borrowerName: `${loan.borrower_first_name} ${loan.borrower_last_name}`,
        accountNumberLast4: loan.account_number.slice(-4),
        vehicleDescription: loan.vehicle_description,
        vin: loan.vin,
        quote,
        issuedOn: businessClock(at).today,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="payoff-letter-${quote.goodThrough}.pdf"`)
        .send(pdf);
    },
  );
}
