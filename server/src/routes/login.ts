import {
  PORTAL_API_PATHS,
  loginRequestSchema,
  loginResponseSchema,
  loginVerifyRequestSchema,
  loginVerifyResponseSchema,
  type LoginVerifyResponse,
  okResponseSchema,
  sessionResponseSchema,
  type LoginResponse,
  type SessionResponse,
} from 'shared-contracts';
import { clearSessionHintCookie, type CookieConfig, hasSessionHintCookie, setSessionHintCookie } from '../auth/cookies.js';
import { readDeviceCookie, setDeviceCookie } from '../auth/device-cookie.js';
import type { LoginService } from '../auth/login-service.js';
import type { SecondFactorService } from '../auth/second-factor.js';
import type { SessionManager } from '../auth/session-manager.js';
import { clearVerifyResendCookie, setVerifyResendCookie } from '../auth/verification-cookie.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { registerSendCodeRoute } from '../lookup/send-code-route.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';

export interface LoginPluginOptions {
  login: LoginService;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  config: CookieConfig;
  secondFactor: SecondFactorService;
}

/**
 * `POST /login` (spec 4.2, 7), `GET /api/session` and `POST /api/logout`. Business outcomes are 200 with
 * a status word; the session id travels only in its httpOnly cookie, the csrf token only in the body.
 */
export default async function loginPlugin(app: ZodApp, options: LoginPluginOptions) {
  const { login, sessions, rateLimiter, config, secondFactor } = options;
  answersAreNotStored(app);

  app.post(
    PORTAL_API_PATHS.login,
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      preHandler: async (request) => rateLimiter.hit('login', request.ip, request.body.username),
    },
    async (request, reply): Promise<LoginResponse> => {
      const outcome = await login.attempt(request.body, requestContext(request), readDeviceCookie(request));
      switch (outcome.status) {
        case 'OK': {
          clearVerifyResendCookie(request, reply, config);
          const { csrf } = await sessions.start(request, reply, outcome.userId);
          return { status: 'OK', csrf };
        }
        case 'CODE_REQUIRED':
          return { status: 'CODE_REQUIRED', token: outcome.token, maskedCodeOptions: outcome.maskedCodeOptions };
        case 'NOTVERIFIED':
          setVerifyResendCookie(request, reply, config, outcome.userId);
          return { status: 'NOTVERIFIED' };
        default:
          return { status: outcome.status };
      }
    },
  );

  // Decision 033: the code of a sign-in from a browser not remembered (shared-contracts schemas/auth.ts).
  registerSendCodeRoute(app, PORTAL_API_PATHS.loginSendCode, { rateLimiter, send: secondFactor.sendCode, csrfExempt: true });

  app.post(
    PORTAL_API_PATHS.loginVerify,
    {
      schema: { body: loginVerifyRequestSchema, response: { 200: loginVerifyResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      // As POST /login: it makes the session the csrf token belongs to.
      config: { csrfExempt: true },
      preHandler: rateLimiter.guard('lookupStep3'),
    },
    async (request, reply): Promise<LoginVerifyResponse> => {
      const verified = await secondFactor.verify(request.body.token, request.body.code, requestContext(request));
      if (verified.status !== 'OK') return { status: verified.status };
      clearVerifyResendCookie(request, reply, config);
      const { csrf } = await sessions.start(request, reply, verified.userId);
      if (request.body.rememberDevice) setDeviceCookie(request, reply, config, await secondFactor.remember(verified.userId));
      return { status: 'OK', csrf };
    },
  );

  app.get(
    PORTAL_API_PATHS.session,
    { schema: { response: { 200: sessionResponseSchema } }, config: { session: 'optional' } },
    async (request, reply): Promise<SessionResponse> => {
      const { session } = request;
      // The page's hint follows the answer (docs/decisions/074): set for a session opened before the hint existed,
      // cleared once a session ended without a response that cleared it (its idle or absolute expiry).
      if (session && !hasSessionHintCookie(request)) setSessionHintCookie(request, reply, config);
      if (!session && hasSessionHintCookie(request)) clearSessionHintCookie(request, reply, config);
      return session ? { authenticated: true, csrf: session.csrfToken } : { authenticated: false };
    },
  );

  // Idempotent: without a session there is nothing to end, and the answer is the same (and nothing is recorded).
  app.post(PORTAL_API_PATHS.logout, { schema: { response: { 200: okResponseSchema } }, bodyLimit: API_BODY_LIMIT }, async (request, reply) => {
    const userId = request.session?.userId;
    await login.signOut(userId, requestContext(request), (store) => sessions.within(store).end(request, reply));
    return { status: 'OK' as const };
  });
}
