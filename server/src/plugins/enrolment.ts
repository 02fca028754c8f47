import {
  PORTAL_API_PATHS,
  createAccountRequestSchema,
  createAccountResponseSchema,
  type CreateAccountResponse,
} from 'shared-contracts';
import type { EnrolmentService } from '../auth/enrolment-service.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { linkOrigin } from '../http/request-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

/** `POST /api/create-account`: create an account / enrol a loan (pages /enroll and /create-account). */
export default async function enrolmentPlugin(
  app: ZodApp,
  options: { enrolment: EnrolmentService; rateLimiter: RateLimiter; publicUrl: string | null },
) {
  const { enrolment, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);

  app.post(
    PORTAL_API_PATHS.createAccount,
    {
      schema: { body: createAccountRequestSchema, response: { 200: createAccountResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: async (request) => rateLimiter.hit('createAccount', request.ip, request.body.accountNumber),
    },
    async (request): Promise<CreateAccountResponse> => ({
      status: await enrolment.enrol(request.body, linkOrigin(request, publicUrl), requestContext(request)),
    }),
  );
}
