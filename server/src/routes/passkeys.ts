import {
  PORTAL_API_PATHS,
  loginResponseSchema,
  passkeyIdParamsSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginRequestSchema,
  passkeyRegistrationOptionsRequestSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationRequestSchema,
  passkeySchema,
  passkeysResponseSchema,
  type LoginResponse,
  type Passkey,
  type PasskeyLoginOptions,
  type PasskeyRegistrationOptions,
} from 'shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { CookieConfig } from '../auth/cookies.js';
import { clearPasskeySignInCookie, readPasskeySignInCookie, setPasskeySignInCookie } from '../auth/passkey-cookie.js';
import { relyingPartyOf, type PasskeyService } from '../auth/passkey-service.js';
import type { SessionManager } from '../auth/session-manager.js';
import { clearVerifyResendCookie, setVerifyResendCookie } from '../auth/verification-cookie.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { linkOrigin } from '../http/request-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';
import { sessionOf } from '../plugins/session.js';

export interface PasskeysPluginOptions {
  passkeys: PasskeyService;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  config: CookieConfig;
  publicUrl: string | null;
}

/**
 * Passkeys (docs/decisions/052; shared-contracts schemas/passkeys.ts). The settings calls need a live session of an
 * available account and, changing state, the csrf header (plugins/csrf.ts); the sign-in calls are csrf-exempt as
 * `POST /login` is (they make the session the token belongs to) and counted as /login is. The relying party is
 * PUBLIC_URL's origin and host (outside production without it: the request's).
 */
export default async function passkeysPlugin(app: ZodApp, options: PasskeysPluginOptions) {
  const { passkeys, sessions, rateLimiter, config, publicUrl } = options;
  answersAreNotStored(app);
  const rpOf = (request: FastifyRequest) => relyingPartyOf(linkOrigin(request, publicUrl));
  const perUser = async (request: FastifyRequest) => rateLimiter.hit('passkeyRegistration', request.ip, `user:${sessionOf(request).userId}`);

  app.get(
    PORTAL_API_PATHS.passkeys,
    { schema: { response: { 200: passkeysResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<Passkey[]> => passkeys.list(sessionOf(request)),
  );

  app.post(
    PORTAL_API_PATHS.passkeyRegistrationOptions,
    {
      schema: { body: passkeyRegistrationOptionsRequestSchema.strict(), response: { 200: passkeyRegistrationOptionsSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
      preHandler: perUser,
    },
    async (request): Promise<PasskeyRegistrationOptions> =>
      passkeys.registrationOptions(sessionOf(request), request.body.currentPassword, rpOf(request), requestContext(request)),
  );

  app.post(
    PORTAL_API_PATHS.passkeys,
    {
      schema: { body: passkeyRegistrationRequestSchema.strict(), response: { 200: passkeySchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
      preHandler: perUser,
    },
    async (request): Promise<Passkey> => passkeys.register(sessionOf(request), request.body, rpOf(request), requestContext(request)),
  );

  app.delete(
    PORTAL_API_PATHS.passkey,
    { schema: { params: passkeyIdParamsSchema }, config: { session: 'available-account' } },
    async (request, reply) => {
      await passkeys.remove(sessionOf(request), request.params.id.toLowerCase(), requestContext(request));
      return reply.code(204).send();
    },
  );

  app.post(
    PORTAL_API_PATHS.loginPasskeyOptions,
    {
      schema: { body: passkeyLoginOptionsRequestSchema, response: { 200: passkeyLoginOptionsSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { csrfExempt: true },
      preHandler: rateLimiter.guard('passkeyLogin'),
    },
    async (request, reply): Promise<PasskeyLoginOptions> => passkeys.loginOptions(setPasskeySignInCookie(request, reply, config), rpOf(request)),
  );

  app.post(
    PORTAL_API_PATHS.loginPasskey,
    {
      schema: { body: passkeyLoginRequestSchema.strict(), response: { 200: loginResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      // As POST /login: it makes the session the csrf token belongs to.
      config: { csrfExempt: true },
      // As POST /login: per address and per identifier (here the credential: one passkey tried from many addresses).
      preHandler: async (request) => rateLimiter.hit('passkeyLogin', request.ip, request.body.credential.id),
    },
    async (request, reply): Promise<LoginResponse> => {
      const bindingHash = readPasskeySignInCookie(request);
      clearPasskeySignInCookie(request, reply, config);
      const outcome = await passkeys.login(bindingHash, request.body, rpOf(request), requestContext(request));
      switch (outcome.status) {
        case 'OK': {
          clearVerifyResendCookie(request, reply, config);
          const { csrf } = await sessions.start(request, reply, outcome.userId);
          return { status: 'OK', csrf };
        }
        case 'NOTVERIFIED':
          setVerifyResendCookie(request, reply, config, outcome.userId);
          return { status: 'NOTVERIFIED' };
        default:
          return { status: outcome.status };
      }
    },
  );
}
