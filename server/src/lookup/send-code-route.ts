import { sendCodeRequestSchema, sendCodeResponseSchema, type CodeChannel, type Locale, type SendCodeResponse } from 'shared-contracts';
import { API_BODY_LIMIT } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface SendCodeRouteOptions {
  rateLimiter: RateLimiter;
  /** `pageLocale`: the asking page's language, for a borrower without a saved one. */
  send: (token: string, channel: CodeChannel, pageLocale?: Locale) => Promise<SendCodeResponse['status']>;
  /** POST /api/login/send-code: before the session exists, so a stale one's csrf token cannot be asked for. */
  csrfExempt?: boolean;
}

/**
 * The code step's "send me a code" call, the same contract under its three paths: the account lookup's step 2,
 * the enrolment's and the sign-in's (docs/decisions/032, 033). One per-IP bucket counts all three.
 */
export function registerSendCodeRoute(app: ZodApp, path: string, options: SendCodeRouteOptions): void {
  const { rateLimiter, send, csrfExempt = false } = options;
  app.post(
    path,
    {
      schema: { body: sendCodeRequestSchema, response: { 200: sendCodeResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      ...(csrfExempt ? { config: { csrfExempt } } : {}),
      preHandler: rateLimiter.guard('lookupStep2'),
    },
    async (request): Promise<SendCodeResponse> => ({ status: await send(request.body.token, request.body.sendTo, request.body.locale) }),
  );
}
