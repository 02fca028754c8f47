import { PORTAL_API_PATHS, devPaymentReturnRequestSchema, devPaymentReturnResponseSchema } from 'shared-contracts';
import { z } from 'zod';
import { replyNotFound, replyWithError, ERROR_STATUS } from '../http/error-reply.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { answersAreNotStored } from '../http/api-route.js';
import type { DevAchReturnsService } from '../payments/dev-ach-returns-service.js';

/**
 * POST /dev/payments/:id/return `{ "reasonCode": "R01" }` (development and tests only, behind the /dev loopback
 * guard; not registered in production): the bank returns the payment — a NACHA return file for it is written into
 * ACH_RETURNS_DIR as the bank would, and the `ach-returns` job runs (docs/decisions/055). The payment must have gone
 * out in an ACH file (409 before that).
 */
export default async function devAchReturnsPlugin(app: ZodApp, options: { returns: DevAchReturnsService }) {
  answersAreNotStored(app);
  app.post(
    PORTAL_API_PATHS.devPaymentReturn,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: devPaymentReturnRequestSchema,
        response: { 200: devPaymentReturnResponseSchema },
      },
      // The bank's stand-in, like the lender's (dev-messages): called by tests beside a borrower's session, no form.
      config: { csrfExempt: true },
    },
    async (request, reply) => {
      const outcome = await options.returns.returnPayment(request.params.id, request.body.reasonCode);
      if (outcome.kind === 'not-found') return replyNotFound(reply, 'No such payment');
      if (outcome.kind === 'not-sent') return replyWithError(reply, 409, ERROR_STATUS.conflict, 'The payment has not gone out in an ACH file yet');
      return { fileName: outcome.fileName, returned: outcome.returned, unmatched: outcome.unmatched };
    },
  );
}
