import { ACCOUNT_MONEY_PATHS, idParamsSchema, newPaymentMethodSchema, paymentMethodSchema, paymentMethodsResponseSchema, type PaymentMethod } from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { PaymentMethodsService } from '../payments/payment-methods-service.js';
import { requestContext } from '../security/security-audit.js';
import { sessionOf } from '../plugins/session.js';

/**
 * The saved bank accounts of the loan: list, add (201), remove (204; 409 while autopay or a scheduled payment
 * uses it; 429 BANK_ACCOUNT_QUOTA past five added in a day, docs/decisions/051). The body holds a full account number: nothing here logs a body, and answers carry the last four.
 */
export default async function paymentMethodsPlugin(app: ZodApp, options: { paymentMethods: PaymentMethodsService }) {
  const { paymentMethods } = options;
  answersAreNotStored(app);

  app.get(
    ACCOUNT_MONEY_PATHS.paymentMethods,
    { schema: { response: { 200: paymentMethodsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<PaymentMethod[]> => paymentMethods.list(sessionOf(request).loanAccountId),
  );

  app.post(
    ACCOUNT_MONEY_PATHS.paymentMethods,
    {
      schema: { body: newPaymentMethodSchema.strict(), response: { 201: paymentMethodSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
    },
    async (request, reply) => {
      const method = await paymentMethods.add(sessionOf(request), request.body, requestContext(request));
      return reply.code(201).send(method);
    },
  );

  app.delete(
    ACCOUNT_MONEY_PATHS.paymentMethod,
    { schema: { params: idParamsSchema }, config: { session: 'available-account' } },
    async (request, reply) => {
      await paymentMethods.remove(sessionOf(request), request.params.id, requestContext(request));
      return reply.code(204).send();
    },
  );
}
