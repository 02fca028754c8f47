import {
  PORTAL_API_PATHS,
  lookupStep1RequestSchema,
  lookupStep1ResponseSchema,
  checkCodeRequestSchema,
  lookupStep3ResponseSchema,
  type LookupStep1Response,
  type LookupStep3Response,
} from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { CaptchaService } from '../captcha/altcha.js';
import type { AccountLookupService } from '../lookup/account-lookup-service.js';
import { registerSendCodeRoute } from '../lookup/send-code-route.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

/**
 * `POST /api/lookup-account/step1|step2|step3` (spec 4.4, 7, 8.4). Malformed data is HTTP 400 INVALID
 * (the dialog: 'account data is invalid' in step 1, 'invalid code' in step 3); so is, in step 1, data that
 * matches no borrower, which the dialog shows the same way. SSN and date of birth are never echoed.
 */
export default async function accountLookupPlugin(app: ZodApp, options: { lookup: AccountLookupService; rateLimiter: RateLimiter; captcha: CaptchaService }) {
  const { lookup, rateLimiter, captcha } = options;
  answersAreNotStored(app);

  app.post(
    PORTAL_API_PATHS.lookupAccountStep1,
    {
      schema: { body: lookupStep1RequestSchema, response: { 200: lookupStep1ResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: [
        // Per SSN too: one person's identity must not be tried from many addresses.
        async (request) => rateLimiter.hit('lookupStep1', request.ip, request.body.ssn),
        // Decision 007: each try of an identity costs a solved captcha, as the recovery forms do.
        async (request) => captcha.require(request.body.captchaToken),
      ],
    },
    async (request): Promise<LookupStep1Response> => {
      const started = await lookup.start(request.body, requestContext(request));
      if (!started) throw new HttpError(400, ERROR_STATUS.invalid, 'The account data is not valid');
      return { status: 'SUCCESS', ...started };
    },
  );

  registerSendCodeRoute(app, PORTAL_API_PATHS.lookupAccountStep2, { rateLimiter, send: (token, channel, pageLocale) => lookup.sendCode(token, channel, 'lookup', pageLocale) });

  app.post(
    PORTAL_API_PATHS.lookupAccountStep3,
    {
      schema: { body: checkCodeRequestSchema, response: { 200: lookupStep3ResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: rateLimiter.guard('lookupStep3'),
    },
    async (request): Promise<LookupStep3Response> => lookup.checkCode(request.body.token, request.body.code, requestContext(request)),
  );
}
