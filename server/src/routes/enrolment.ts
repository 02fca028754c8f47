import {
  PORTAL_API_PATHS,
  checkCodeRequestSchema,
  createAccountConfirmResponseSchema,
  createAccountRequestSchema,
  createAccountResponseSchema,
  type CreateAccountConfirmResponse,
  type CreateAccountResponse,
} from 'shared-contracts';
import type { EnrolmentService } from '../auth/enrolment-service.js';
import type { CaptchaService } from '../captcha/altcha.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { linkOrigin } from '../http/request-origin.js';
import { registerSendCodeRoute } from '../lookup/send-code-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

export interface EnrolmentPluginOptions {
  enrolment: EnrolmentService;
  rateLimiter: RateLimiter;
  captcha: CaptchaService;
  publicUrl: string | null;
}

/**
 * Create an account / enrol a loan (pages /enroll and /create-account), in three calls since docs/decisions/032: the
 * form (with a solved captcha), a code sent to the loan's e-mail or phone on file, and that code. The contract and
 * its answers: shared-contracts `schemas/auth.ts`.
 */
export default async function enrolmentPlugin(app: ZodApp, options: EnrolmentPluginOptions) {
  const { enrolment, rateLimiter, captcha, publicUrl } = options;
  answersAreNotStored(app);

  app.post(
    PORTAL_API_PATHS.createAccount,
    {
      schema: { body: createAccountRequestSchema, response: { 200: createAccountResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: [
        async (request) => rateLimiter.hit('createAccount', request.ip, request.body.accountNumber),
        // Each try of a loan's details costs a solved captcha, as the lookup's and the recovery forms' do.
        async (request) => captcha.require(request.body.captchaToken),
      ],
    },
    async (request): Promise<CreateAccountResponse> => enrolment.start(request.body, requestContext(request)),
  );

  registerSendCodeRoute(app, PORTAL_API_PATHS.createAccountSendCode, { rateLimiter, send: enrolment.sendCode });

  app.post(
    PORTAL_API_PATHS.createAccountConfirm,
    {
      schema: { body: checkCodeRequestSchema, response: { 200: createAccountConfirmResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: rateLimiter.guard('lookupStep3'),
    },
    async (request): Promise<CreateAccountConfirmResponse> => ({
      status: await enrolment.confirm(request.body.token, request.body.code, linkOrigin(request, publicUrl), requestContext(request)),
    }),
  );
}
