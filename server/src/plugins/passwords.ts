import type { FastifyInstance } from 'fastify';
import {
  PORTAL_API_PATHS,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from 'shared-contracts';
import type { PasswordService } from '../auth/password-service.js';
import type { SessionManager } from '../auth/session-manager.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { requireSession, sessionOf } from '../http/require-session.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface PasswordsPluginOptions {
  passwords: PasswordService;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
}

/** `POST /api/reset-password` (page `/reset-password-{token}`) and `POST /api/change-password` (signed in). */
export default async function passwordsPlugin(app: FastifyInstance, options: PasswordsPluginOptions) {
  const { passwords, sessions, rateLimiter } = options;
  answersAreNotStored(app);

  app.post<{ Body: ResetPasswordRequest }>(
    PORTAL_API_PATHS.resetPassword,
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: rateLimiter.guard('resetPassword'),
    },
    async (request): Promise<ResetPasswordResponse> => ({
      status: await passwords.resetWithToken(request.body.token, request.body.password, request.log),
    }),
  );

  app.post<{ Body: ChangePasswordRequest }>(
    PORTAL_API_PATHS.changePassword,
    {
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: [
        requireSession(sessions),
        // Per user too: the current password must not be guessable through this form either.
        async (request) => rateLimiter.hit('changePassword', request.ip, `user:${(await sessionOf(sessions, request)).userId}`),
      ],
    },
    async (request): Promise<ChangePasswordResponse> => {
      const session = await sessionOf(sessions, request);
      return { status: await passwords.change(session, request.body.currentPassword, request.body.newPassword, request.log) };
    },
  );
}
