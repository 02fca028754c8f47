import type { FastifyInstance } from 'fastify';
import {
  PORTAL_API_PATHS,
  createAccountRequestSchema,
  createAccountResponseSchema,
  type CreateAccountRequest,
  type CreateAccountResponse,
} from 'shared-contracts';
import type { EnrolmentService } from '../auth/enrolment-service.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { linkOrigin } from '../http/request-origin.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/** `POST /api/create-account`: create an account / enrol a loan (pages /enroll and /create-account). */
export default async function enrolmentPlugin(
  app: FastifyInstance,
  options: { enrolment: EnrolmentService; rateLimiter: RateLimiter; publicUrl: string | null },
) {
  const { enrolment, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);

  app.post<{ Body: CreateAccountRequest }>(
    PORTAL_API_PATHS.createAccount,
    {
      schema: { body: createAccountRequestSchema, response: { 200: createAccountResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: rateLimiter.guard('createAccount', (request) => (request.body as CreateAccountRequest).accountNumber),
    },
    async (request): Promise<CreateAccountResponse> => ({
      status: await enrolment.enrol(request.body, linkOrigin(request, publicUrl)),
    }),
  );
}
