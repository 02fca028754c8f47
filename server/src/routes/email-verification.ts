import {
  PORTAL_API_PATHS,
  verifyEmailRequestSchema,
  verifyEmailResendResponseSchema,
  verifyEmailResponseSchema,
  type VerifyEmailResendResponse,
  type VerifyEmailResponse,
} from 'shared-contracts';
import type { EmailVerificationService } from '../auth/email-verification-service.js';
import { readVerifyResendCookie } from '../auth/verification-cookie.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { linkOrigin } from '../http/request-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

export interface EmailVerificationPluginOptions {
  emailVerification: EmailVerificationService;
  rateLimiter: RateLimiter;
  publicUrl: string | null;
}

/**
 * `GET /api/verify-email-resend` (spec 4.2, 7: the NOTVERIFIED click-here link) and `POST /api/verify-email`
 * (the page `/verify-email-{token}`).
 */
export default async function emailVerificationPlugin(app: ZodApp, options: EmailVerificationPluginOptions) {
  const { emailVerification, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);

  const expired = () => new HttpError(400, ERROR_STATUS.expired, 'Sign in again to have the verification e-mail sent');

  app.get(
    PORTAL_API_PATHS.verifyEmailResend,
    {
      schema: { response: { 200: verifyEmailResendResponseSchema } },
      preHandler: async (request) => {
        // The cookie of a NOTVERIFIED login (auth/verification-cookie.ts) names the user; nothing else does.
        // Checked first (an HMAC, no database): a request without it changes nothing, not even a counter.
        const userId = readVerifyResendCookie(request);
        if (userId === null) throw expired();
        await rateLimiter.hit('verifyEmailResend', request.ip, String(userId));
      },
    },
    async (request): Promise<VerifyEmailResendResponse> => {
      const userId = readVerifyResendCookie(request);
      if (userId === null || (await emailVerification.resend(userId, linkOrigin(request, publicUrl))) === 'EXPIRED') throw expired();
      return { status: 'SUCCESS' };
    },
  );

  app.post(
    PORTAL_API_PATHS.verifyEmail,
    {
      schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: rateLimiter.guard('verifyEmail'),
    },
    async (request): Promise<VerifyEmailResponse> => ({ status: await emailVerification.verify(request.body.token, requestContext(request), request.session) }),
  );
}
