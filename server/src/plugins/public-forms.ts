import type { FastifyInstance } from 'fastify';
import {
  PUBLIC_API_PATHS,
  contactRequestSchema,
  dealerEnquiryRequestSchema,
  submissionResponseSchema,
  type ContactRequest,
  type DealerEnquiryRequest,
  type SubmissionResponse,
} from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { sameSiteOnly } from '../http/same-origin.js';
import type { PublicFormsService } from '../public-site/public-forms-service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface PublicFormsPluginOptions {
  forms: PublicFormsService;
  rateLimiter: RateLimiter;
  publicUrl: string | null;
}

/**
 * `POST /api/contact` and `POST /api/dealer-enquiries` (issue 5; spec 2.2 /contact and /dealers). Open to
 * everyone, signed in or not: same-site only instead of the session's csrf token (a signed-in customer's
 * page sends none for a public form), rate-limited per address and per sender, small JSON bodies, answers
 * no cache keeps. Bodies hold contact details and free text: nothing here logs them.
 */
export default async function publicFormsPlugin(app: FastifyInstance, options: PublicFormsPluginOptions) {
  const { forms, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);
  const onRequest = sameSiteOnly(publicUrl);

  app.post<{ Body: ContactRequest }>(
    PUBLIC_API_PATHS.contact,
    {
      schema: { body: contactRequestSchema, response: { 200: submissionResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest,
      preHandler: rateLimiter.guard('contact', (request) => (request.body as ContactRequest).email),
    },
    async (request): Promise<SubmissionResponse> => {
      await forms.submitContact(request.body, request.log);
      return { status: 'SUCCESS' };
    },
  );

  app.post<{ Body: DealerEnquiryRequest }>(
    PUBLIC_API_PATHS.dealerEnquiries,
    {
      schema: { body: dealerEnquiryRequestSchema, response: { 200: submissionResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest,
      preHandler: rateLimiter.guard('dealerEnquiry', (request) => (request.body as DealerEnquiryRequest).email),
    },
    async (request): Promise<SubmissionResponse> => {
      await forms.submitDealerEnquiry(request.body, request.log);
      return { status: 'SUCCESS' };
    },
  );
}
