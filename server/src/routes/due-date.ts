import { z } from 'zod';
import {
  DUE_DATE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  dueDateChangeReceiptSchema,
  dueDateChangeRequestSchema,
  dueDateOptionsSchema,
  type DueDateOptions,
} from 'shared-contracts';
import type { DueDateService } from '../due-date/due-date-service.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { ValidationError } from '../http/http-error.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { sessionOf } from '../plugins/session.js';

const idempotencyKeySchema = z.uuid();

/**
 * The due-date change (spec 2.4 `/account/due-date`, 4.7): the options of the loan (eligible or why not, the
 * allowed dates, the per-diem) and the change itself, once per Idempotency-Key (docs/decisions/018).
 */
export default async function dueDatePlugin(app: ZodApp, options: { dueDate: DueDateService }) {
  const { dueDate } = options;
  answersAreNotStored(app);

  app.get(
    DUE_DATE_PATHS.options,
    { schema: { response: { 200: dueDateOptionsSchema } }, config: { session: 'available-account' } },
    async (request): Promise<DueDateOptions> => dueDate.options(sessionOf(request).loanAccountId),
  );

  app.post(
    DUE_DATE_PATHS.change,
    {
      schema: { body: dueDateChangeRequestSchema, response: { 201: dueDateChangeReceiptSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
    },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw new ValidationError('The Idempotency-Key header must be a UUID', { [IDEMPOTENCY_KEY_HEADER]: 'invalid_format' });
      const receipt = await dueDate.change(sessionOf(request).loanAccountId, request.body, key.data.toLowerCase());
      return reply.code(201).send(receipt);
    },
  );
}
