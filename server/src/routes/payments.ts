import { z } from 'zod';
import {
  ACCOUNT_MONEY_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  idParamsSchema,
  localeQuerySchema,
  newPaymentSchema,
  paymentReceiptParamsSchema,
  paymentReceiptSchema,
  paymentsResponseSchema,
  type Payment,
} from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { PaymentsService } from '../payments/payments-service.js';
import { pdfDownloadGuard } from '../rate-limit/pdf-downloads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';
import { sessionOf } from '../plugins/session.js';

const idempotencyKeySchema = z.uuid();

/**
 * One-time payments (spec 2.4 make a payment): make one with an Idempotency-Key (a UUID the page makes once per
 * intended payment), list the scheduled, pending and recent ones, cancel one that is not yet in process.
 */
export default async function paymentsPlugin(app: ZodApp, options: { payments: PaymentsService; rateLimiter: RateLimiter }) {
  const { payments, rateLimiter } = options;
  answersAreNotStored(app);

  // A payment's receipt (docs/decisions/058), linked from its history line; another loan's number answers 404.
  app.get(
    ACCOUNT_MONEY_PATHS.paymentReceiptPdf,
    {
      schema: { params: paymentReceiptParamsSchema, querystring: localeQuerySchema },
      config: { session: 'available-account' },
      preHandler: pdfDownloadGuard(rateLimiter),
    },
    async (request, reply) => {
      const { confirmationNumber } = request.params;
      const pdf = await payments.receiptPdf(sessionOf(request).loanAccountId, confirmationNumber, request.query.locale);
      if (!pdf) throw new HttpError(404, ERROR_STATUS.notFound, 'No payment of this account has this confirmation number');
      return reply.type('application/pdf').header('content-disposition', `inline; filename="receipt-${confirmationNumber}.pdf"`).send(pdf);
    },
  );

  app.get(
    ACCOUNT_MONEY_PATHS.payments,
    { schema: { response: { 200: paymentsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<Payment[]> => payments.list(sessionOf(request).loanAccountId),
  );

  app.post(
    ACCOUNT_MONEY_PATHS.payments,
    {
      schema: { body: newPaymentSchema.strict(), response: { 201: paymentReceiptSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
    },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw new ValidationError('The Idempotency-Key header must be a UUID', { [IDEMPOTENCY_KEY_HEADER]: 'invalid_format' });
      const receipt = await payments.make(sessionOf(request), request.body, key.data.toLowerCase(), requestContext(request));
      return reply.code(201).send(receipt);
    },
  );

  app.delete(
    ACCOUNT_MONEY_PATHS.payment,
    { schema: { params: idParamsSchema }, config: { session: 'available-account' } },
    async (request, reply) => {
      await payments.cancel(sessionOf(request), request.params.id, requestContext(request));
      return reply.code(204).send();
    },
  );
}
