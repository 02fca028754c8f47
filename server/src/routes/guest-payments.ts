import { z } from 'zod';
import {
  GUEST_PAYMENT_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  guestLookupRequestSchema,
  guestLookupResponseSchema,
  guestPaymentRequestSchema,
  guestPaymentResponseSchema,
  type GuestLookupResponse,
} from 'shared-contracts';
import type { CaptchaService } from '../captcha/altcha.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import { sameSiteOnly } from '../http/same-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { GuestPaymentsService } from '../payments/guest-payments-service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

const idempotencyKeySchema = z.uuid();

/**
 * `POST /api/guest/lookup` and `POST /api/guest/payments` (docs/decisions/058): paying at /payments without
 * signing in. Open to everyone: same-site only instead of a session's csrf token, as the public forms; per-address
 * and per-loan buckets; the lookup costs a solved captcha. Bodies hold the SSN's last four and a bank account
 * number: nothing here logs them, and no error echoes them.
 */
export default async function guestPaymentsPlugin(
  app: ZodApp,
  options: { guest: GuestPaymentsService; rateLimiter: RateLimiter; captcha: CaptchaService; publicUrl: string | null },
) {
  const { guest, rateLimiter, captcha, publicUrl } = options;
  answersAreNotStored(app);
  const onRequest = sameSiteOnly(publicUrl);

  app.post(
    GUEST_PAYMENT_PATHS.lookup,
    {
      schema: { body: guestLookupRequestSchema, response: { 200: guestLookupResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest,
      preHandler: [
        // Per account number too: one loan must not be tried from many addresses.
        async (request) => rateLimiter.hit('guestLookup', request.ip, request.body.accountNumber),
        async (request) => captcha.require(request.body.captchaToken),
      ],
    },
    async (request): Promise<GuestLookupResponse> => {
      const found = await guest.lookup(request.body, requestContext(request));
      // One answer for every mismatch: which fact was wrong is not told (docs/decisions/058).
      if (!found) throw new HttpError(400, ERROR_STATUS.invalid, 'The account data is not valid');
      return found;
    },
  );

  app.post(
    GUEST_PAYMENT_PATHS.payments,
    {
      schema: { body: guestPaymentRequestSchema, response: { 201: guestPaymentResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest,
      preHandler: async (request) => {
        await rateLimiter.hit('guestPayment', request.ip);
        const loanAccountId = await guest.loanOfToken(request.body.token);
        if (loanAccountId !== null) await rateLimiter.hitIdentifier('guestPayment', `loan:${loanAccountId}`);
      },
    },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw new ValidationError('The Idempotency-Key header must be a UUID', { [IDEMPOTENCY_KEY_HEADER]: 'invalid_format' });
      const receipt = await guest.pay(request.body, key.data.toLowerCase(), requestContext(request));
      return reply.code(201).send(receipt);
    },
  );
}
