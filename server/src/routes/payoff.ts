import { ACCOUNT_MONEY_PATHS, payoffPdfQuerySchema, payoffQuerySchema, payoffQuoteSchema, type PayoffQuote } from 'shared-contracts';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { PayoffService } from '../payments/payoff.js';
import { pdfDownloadGuard } from '../rate-limit/pdf-downloads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionOf } from '../plugins/session.js';

/** The payoff quote (spec 2.4 /account): the amount that pays the loan in full through a date, and its letter as a PDF. */
export default async function payoffPlugin(app: ZodApp, options: { payoff: PayoffService; rateLimiter: RateLimiter }) {
  const { payoff, rateLimiter } = options;
  answersAreNotStored(app);

  app.get(
    ACCOUNT_MONEY_PATHS.payoffQuote,
    { schema: { querystring: payoffQuerySchema, response: { 200: payoffQuoteSchema } }, config: { session: 'available-account' } },
    async (request): Promise<PayoffQuote> => payoff.quote(sessionOf(request).loanAccountId, request.query.goodThrough),
  );

  app.get(
    ACCOUNT_MONEY_PATHS.payoffQuotePdf,
    { schema: { querystring: payoffPdfQuerySchema }, config: { session: 'available-account' }, preHandler: pdfDownloadGuard(rateLimiter) },
    async (request, reply) => {
      const { loan, quote, issuedOn } = await payoff.letter(sessionOf(request).loanAccountId, request.query.goodThrough);
      // The PDF library loads on the first document asked for, not at every start of the server.
      const { renderPayoffLetterPdf } = await import('../documents/payoff-letter-pdf.js');
      const pdf = await renderPayoffLetterPdf({
        locale: request.query.locale,
        borrowerName: `${loan.borrower_first_name} ${loan.borrower_last_name}`,
        accountNumberLast4: loan.account_number.slice(-4),
        vehicleDescription: loan.vehicle_description,
        vin: loan.vin,
        quote,
        issuedOn,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="payoff-letter-${quote.goodThrough}.pdf"`)
        .send(pdf);
    },
  );
}
