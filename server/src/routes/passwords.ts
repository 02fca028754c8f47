import {
  PORTAL_API_PATHS,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  type ChangePasswordResponse,
  type ResetPasswordResponse,
} from 'shared-contracts';
import type { PasswordService } from '../auth/password-service.js';
import type { SessionManager } from '../auth/session-manager.js';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';
import { sessionOf } from '../plugins/session.js';

export interface PasswordsPluginOptions {
  passwords: PasswordService;
  rateLimiter: RateLimiter;
  sessions: SessionManager;
}

/** `POST /api/reset-password` (page `/reset-password-{token}`) and `POST /api/change-password` (signed in). */
export default async function passwordsPlugin(app: ZodApp, options: PasswordsPluginOptions) {
  const { passwords, rateLimiter, sessions } = options;
  answersAreNotStored(app);

  app.post(
    PORTAL_API_PATHS.resetPassword,
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      preHandler: rateLimiter.guard('resetPassword'),
    },
    async (request): Promise<ResetPasswordResponse> => ({
      status: await passwords.resetWithToken(request.body.token, request.body.password, requestContext(request)),
    }),
  );

  app.post(
    PORTAL_API_PATHS.changePassword,
    {
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'signed-in' },
      // Per user too: the current password must not be guessable through this form either.
      preHandler: async (request) => rateLimiter.hit('changePassword', request.ip, `user:${sessionOf(request).userId}`),
    },
    async (request, reply): Promise<ChangePasswordResponse> => {
      const session = sessionOf(request);
      const status = await passwords.change(session, request.body.currentPassword, request.body.newPassword, requestContext(request));
      // Every other session was ended with the old password; this one goes on under a new id.
      if (status === 'SUCCESS') await sessions.rotate(request, reply, session);
      return { status };
    },
  );
}
