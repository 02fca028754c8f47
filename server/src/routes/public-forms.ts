import {
  PUBLIC_API_PATHS,
  contactRequestSchema,
  dealerEnquiryRequestSchema,
  submissionResponseSchema,
  type SubmissionResponse,
} from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { sameSiteOnly } from '../http/same-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { PublicFormsService } from '../public-site/public-forms-service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface PublicFormsPluginOptions {
  forms: PublicFormsService;
  rateLimiter: RateLimiter;
  publicUrl: string | null;
}

/**
 * `POST /api/contact` and `POST /api/dealer-enquiries` (spec 2.2 /contact and /dealers). Open to
 * everyone, signed in or not: same-site only instead of the session's csrf token (a signed-in customer's
 * page sends none for a public form), rate-limited per address and per sender, small JSON bodies, answers
 * no cache keeps. Bodies hold contact details and free text: nothing here logs them.
 */
export default async function publicFormsPlugin(app: ZodApp, options: PublicFormsPluginOptions) {
  const { forms, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);
  const onRequest = sameSiteOnly(publicUrl);

  app.post(
    PUBLIC_API_PATHS.contact,
    {
      schema: { body: contactRequestSchema, response: { 200: submissionResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest,
      preHandler: async (request) => rateLimiter.hit('contact', request.ip, request.body.email),
    },
    async (request): Promise<SubmissionResponse> => {
      await forms.submitContact(request.body, request.log);
      return { status: 'SUCCESS' };
    },
  );

  app.post(
    PUBLIC_API_PATHS.dealerEnquiries,
    {
      schema: { body: dealerEnquiryRequestSchema, response: { 200: submissionResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest,
      preHandler: async (request) => rateLimiter.hit('dealerEnquiry', request.ip, request.body.email),
    },
    async (request): Promise<SubmissionResponse> => {
      await forms.submitDealerEnquiry(request.body, request.log);
      return { status: 'SUCCESS' };
    },
  );
}
