import {
  SETTINGS_PATHS,
  emailChangeRequestSchema,
  paymentRemindersSchema,
  phoneChangeRequestSchema,
  phoneVerifyRequestSchema,
  preferencesRequestSchema,
  settingsSchema,
  signInActivityResponseSchema,
  type PaymentReminders,
  type Settings,
  type SignInActivityItem,
} from 'shared-contracts';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { linkOrigin } from '../http/request-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestContext } from '../security/security-audit.js';
import type { SettingsService } from '../settings/settings-service.js';
import { sessionOf } from '../plugins/session.js';

export interface SettingsPluginOptions {
  settings: SettingsService;
  rateLimiter: RateLimiter;
  publicUrl: string | null;
}

/**
 * Settings (spec 2.4 `/account/settings`): read them, change the e-mail address (with the current password; the
 * link to the new address applies it), the mobile phone (with the current password: a code by text message to the new number, then its check,
 * docs/decisions/050), and the
 * preferences (paperless, text alerts, language). Every answer is the settings as they now stand. The csrf hook
 * guards the changes; bad input is a 400 naming its fields and changes nothing. Also the recent sign-in activity
 * (docs/decisions/031).
 */
export default async function settingsPlugin(app: ZodApp, options: SettingsPluginOptions) {
  const { settings, rateLimiter, publicUrl } = options;
  answersAreNotStored(app);
  const perUser = (bucket: 'settingsEmail' | 'settingsPhone' | 'settingsPhoneVerify') => async (request: Parameters<typeof sessionOf>[0]) =>
    rateLimiter.hit(bucket, request.ip, `user:${sessionOf(request).userId}`);

  app.get(
    SETTINGS_PATHS.settings,
    { schema: { response: { 200: settingsSchema } }, config: { session: 'available-account' } },
    async (request): Promise<Settings> => settings.get(sessionOf(request)),
  );

  // Payment reminders (docs/decisions/057).
  app.get(
    SETTINGS_PATHS.reminders,
    { schema: { response: { 200: paymentRemindersSchema } }, config: { session: 'available-account' } },
    async (request): Promise<PaymentReminders> => settings.reminders(sessionOf(request)),
  );
  app.put(
    SETTINGS_PATHS.reminders,
    {
      schema: { body: paymentRemindersSchema.strict(), response: { 200: paymentRemindersSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
    },
    async (request): Promise<PaymentReminders> => settings.setReminders(sessionOf(request), request.body),
  );

  app.get(
    SETTINGS_PATHS.signInActivity,
    { schema: { response: { 200: signInActivityResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<SignInActivityItem[]> => settings.signInActivity(sessionOf(request)),
  );

  app.put(
    SETTINGS_PATHS.email,
    {
      schema: { body: emailChangeRequestSchema.strict(), response: { 200: settingsSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
      preHandler: perUser('settingsEmail'),
    },
    async (request): Promise<Settings> => settings.changeEmail(sessionOf(request), request.body, linkOrigin(request, publicUrl), requestContext(request)),
  );

  app.put(
    SETTINGS_PATHS.phone,
    {
      schema: { body: phoneChangeRequestSchema.strict(), response: { 200: settingsSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
      preHandler: perUser('settingsPhone'),
    },
    async (request): Promise<Settings> => settings.changePhone(sessionOf(request), request.body, requestContext(request)),
  );

  app.post(
    SETTINGS_PATHS.phoneVerify,
    {
      schema: { body: phoneVerifyRequestSchema.strict(), response: { 200: settingsSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
      preHandler: perUser('settingsPhoneVerify'),
    },
    async (request): Promise<Settings> => settings.verifyPhone(sessionOf(request), request.body, requestContext(request)),
  );

  app.put(
    SETTINGS_PATHS.preferences,
    {
      schema: { body: preferencesRequestSchema.strict(), response: { 200: settingsSchema } },
      bodyLimit: API_BODY_LIMIT,
      config: { session: 'available-account' },
    },
    async (request): Promise<Settings> => settings.setPreferences(sessionOf(request), request.body),
  );
}
