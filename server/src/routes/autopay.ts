import { ACCOUNT_MONEY_PATHS, autopayRequestSchema, autopaySchema, type Autopay } from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { AutopayService } from '../payments/autopay-service.js';
import { requestContext } from '../security/security-audit.js';
import { sessionOf } from '../plugins/session.js';

/** Autopay (spec 2.4, 3 F0410_AUTOPAY_FLAG): read, enrol or change (PUT), stop (DELETE). */
export default async function autopayPlugin(app: ZodApp, options: { autopay: AutopayService }) {
  const { autopay } = options;
  answersAreNotStored(app);
  const session = { session: 'available-account' } as const;

  app.get(ACCOUNT_MONEY_PATHS.autopay, { schema: { response: { 200: autopaySchema } }, config: session }, async (request): Promise<Autopay> =>
    autopay.get(sessionOf(request).loanAccountId),
  );

  app.put(
    ACCOUNT_MONEY_PATHS.autopay,
    { schema: { body: autopayRequestSchema.strict(), response: { 200: autopaySchema } }, bodyLimit: API_BODY_LIMIT, config: session },
    async (request): Promise<Autopay> => autopay.enrol(sessionOf(request), request.body, requestContext(request)),
  );

  app.delete(ACCOUNT_MONEY_PATHS.autopay, { schema: { response: { 200: autopaySchema } }, config: session }, async (request): Promise<Autopay> =>
    autopay.stop(sessionOf(request), requestContext(request)),
  );
}
