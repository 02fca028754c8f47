import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { addDays, businessClock } from 'shared-contracts';
import type { PaymentsRepository } from '../db/payments-repository.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { JobDeps } from '../jobs/registry.js';
import { renderReturnFile } from './ach-file.js';
import { processAchReturns } from './ach-returns.js';
import type { Clock } from './clock.js';

export type DevReturnOutcome =
  | { kind: 'returned'; fileName: string; returned: number; unmatched: number }
  | { kind: 'not-found' }
  /** The payment has not gone out in an ACH file yet: there is nothing for the bank to return. */
  | { kind: 'not-sent' };

/**
 * The bank's stand-in outside production (docs/decisions/055): a NACHA return file for one payment, written into
 * ACH_RETURNS_DIR as the bank would, then the `ach-returns` job, which reads its own repositories from `db`.
 */
export function createDevAchReturnsService(options: { payments: Pick<PaymentsRepository, 'findForReturnFile'>; db: Kysely<DatabaseSchema>; now: Clock; deps: JobDeps }) {
  const { payments, db, deps } = options;
  return {
    async returnPayment(paymentId: number, reasonCode: string): Promise<DevReturnOutcome> {
      const payment = await payments.findForReturnFile(paymentId);
      if (!payment) return { kind: 'not-found' };
      if (!payment.ach_trace) return { kind: 'not-sent' };
      const now = options.now();
      const text = renderReturnFile({
        ach: deps.ach.bank ?? { odfiRouting: payment.routing_number, companyId: 'RETURNS000' },
        createdAt: now,
        effectiveDate: addDays(businessClock(now).today, 0),
        returns: [
          {
            reasonCode,
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
      return { kind: 'returned', fileName, returned: result.returned, unmatched: result.unmatched };
    },
  };
}

export type DevAchReturnsService = ReturnType<typeof createDevAchReturnsService>;
