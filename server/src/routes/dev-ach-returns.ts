import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { PORTAL_API_PATHS, addDays, businessClock, devPaymentReturnRequestSchema, devPaymentReturnResponseSchema } from 'shared-contracts';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/schema.js';
import { replyNotFound, replyWithError, ERROR_STATUS } from '../http/error-reply.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { answersAreNotStored } from '../http/api-route.js';
import type { JobDeps } from '../jobs/registry.js';
import { renderReturnFile } from '../payments/ach-file.js';
import { processAchReturns } from '../payments/ach-returns.js';
import type { Clock } from '../payments/clock.js';

/**
 * POST /dev/payments/:id/return `{ "reasonCode": "R01" }` (development and tests only, behind the /dev loopback
 * guard; not registered in production): the bank returns the payment — a NACHA return file for it is written into
 * ACH_RETURNS_DIR as the bank would, and the `ach-returns` job runs (docs/decisions/055). The payment must have gone
 * out in an ACH file (409 before that).
 */
export default async function devAchReturnsPlugin(app: ZodApp, options: { db: Kysely<DatabaseSchema>; now: Clock; deps: JobDeps }) {
  const { db, deps } = options;
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
      const payment = await db
        .selectFrom('payments')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .select(['payments.confirmation_number', 'payments.amount_cents', 'payments.ach_trace', 'payment_methods.holder_name', 'payment_methods.routing_number', 'payment_methods.last4', 'payment_methods.account_type'])
        .where('payments.id', '=', request.params.id)
        .executeTakeFirst();
      if (!payment) return replyNotFound(reply, 'No such payment');
      if (!payment.ach_trace) return replyWithError(reply, 409, ERROR_STATUS.conflict, 'The payment has not gone out in an ACH file yet');
      const now = options.now();
      const text = renderReturnFile({
        ach: deps.ach.bank ?? { odfiRouting: payment.routing_number, companyId: 'RETURNS000' },
        createdAt: now,
        effectiveDate: addDays(businessClock(now).today, 0),
        returns: [
          {
            reasonCode: request.body.reasonCode,
            originalTrace: payment.ach_trace,
            confirmationNumber: payment.confirmation_number,
            amountCents: payment.amount_cents,
            holderName: payment.holder_name,
            routingNumber: payment.routing_number,
            accountLast4: payment.last4,
            accountType: payment.account_type,
          },
        ],
      });
      const fileName = `return-${payment.confirmation_number}-${now.getTime()}.ach`;
      await fs.mkdir(deps.ach.returnsDir, { recursive: true });
      await fs.writeFile(path.join(deps.ach.returnsDir, fileName), text, { flag: 'wx' });
      const result = await processAchReturns(db, now, deps);
      return { fileName, returned: result.returned, unmatched: result.unmatched };
    },
  );
}
