import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { Clock } from '../payments/clock.js';
import { postDuePayments } from '../payments/posting-job.js';

/** How often due payments are looked for: a payment posts within this long after its day's cut-off. */
export const POSTING_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Runs the posting job (payments/posting-job.ts) on every instance; each payment is claimed by a conditional
 * update, so two instances never post one twice.
 */
export default async function paymentPostingPlugin(app: FastifyInstance, options: { db: Kysely<DatabaseSchema>; now: Clock }) {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      postDuePayments(options.db, options.now()).then(
        (result) => app.log.debug({ ...result }, 'Payments posted'),
        (error: unknown) => app.log.error({ err: error }, 'Posting payments failed'),
      );
    }, POSTING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
