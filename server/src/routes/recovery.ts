import {
  PORTAL_API_PATHS,
  redactEmail,
  sendPasswordResetRequestSchema,
  sendPasswordResetResponseSchema,
  sendUsernameRequestSchema,
  sendUsernameResponseSchema,
  type SendPasswordResetResponse,
  type SendUsernameResponse,
} from 'shared-contracts';
import type { PasswordService } from '../auth/password-service.js';
import type { CaptchaService } from '../captcha/altcha.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { linkOrigin } from '../http/request-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

export interface RecoveryPluginOptions {
  captcha: CaptchaService;
  passwords: PasswordService;
  rateLimiter: RateLimiter;
  publicUrl: string | null;
}

/**
 * Forgot username / forgot password (spec 2.11, 4.3, 7, 8.3). Both need a captcha solved once; both answer
 * the same whether or not the address or username is registered (the mail goes out in the background), so
 * the forms do not reveal who has an account.
 */
export default async function recoveryPlugin(app: ZodApp, options: RecoveryPluginOptions) {
  const { captcha, passwords, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);

  app.post(
    PORTAL_API_PATHS.sendUsername,
    {
      schema: { body: sendUsernameRequestSchema, response: { 200: sendUsernameResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: [
        async (request) => rateLimiter.hit('sendUsername', request.ip, request.body.email),
        async (request) => captcha.require(request.body.captchaToken),
      ],
    },
    async (request): Promise<SendUsernameResponse> => {
      await passwords.sendUsernameReminder(request.body.email, request.log);
      return { status: 'SUCCESS', email: redactEmail(request.body.email) };
    },
  );

  app.post(
    PORTAL_API_PATHS.sendPasswordReset,
    {
      schema: { body: sendPasswordResetRequestSchema, response: { 200: sendPasswordResetResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: [
        async (request) => rateLimiter.hit('sendPasswordReset', request.ip, request.body.username),
        async (request) => captcha.require(request.body.captchaToken),
      ],
    },
    async (request): Promise<SendPasswordResetResponse> => {
      await passwords.requestReset(request.body.username, linkOrigin(request, publicUrl), requestContext(request));
      return { status: 'SUCCESS' };
    },
  );
}
