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
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionOf } from './session.js';

export interface PasswordsPluginOptions {
  passwords: PasswordService;
  rateLimiter: RateLimiter;
}

/** `POST /api/reset-password` (page `/reset-password-{token}`) and `POST /api/change-password` (signed in). */
export default async function passwordsPlugin(app: ZodApp, options: PasswordsPluginOptions) {
  const { passwords, rateLimiter } = options;
  answersAreNotStored(app);

  app.post(
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

  app.post(
    PORTAL_API_PATHS.changePassword,
    {
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'signed-in' },
      // Per user too: the current password must not be guessable through this form either.
      preHandler: async (request) => rateLimiter.hit('changePassword', request.ip, `user:${sessionOf(request).userId}`),
    },
    async (request): Promise<ChangePasswordResponse> => ({
      status: await passwords.change(sessionOf(request), request.body.currentPassword, request.body.newPassword, request.log),
    }),
  );
}
