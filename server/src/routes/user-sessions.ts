import {
  SETTINGS_PATHS,
  endOtherSessionsResponseSchema,
  sessionIdParamsSchema,
  userSessionsResponseSchema,
  type EndOtherSessionsResponse,
  type UserSession,
} from 'shared-contracts';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { requestContext } from '../security/security-audit.js';
import type { SettingsService } from '../settings/settings-service.js';
import { sessionOf } from '../plugins/session.js';

/**
 * The signed-in devices of settings (spec 2.4): this user's live sessions (browser and system, signed in at, last
 * active, which one is asking), ending one, and ending every other. A session is named by its public id; another
 * user's id answers 404 as an unknown one does. An ended session's next call answers 401. Ending sessions writes a
 * `sessions_ended` security event (docs/decisions/050).
 */
export default async function userSessionsPlugin(app: ZodApp, options: { settings: SettingsService }) {
  const { settings } = options;
  answersAreNotStored(app);

  app.get(
    SETTINGS_PATHS.sessions,
    { schema: { response: { 200: userSessionsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<UserSession[]> => settings.listSessions(sessionOf(request)),
  );

  app.delete(
    SETTINGS_PATHS.session,
    { schema: { params: sessionIdParamsSchema }, config: { session: 'available-account' } },
    async (request, reply) => {
      await settings.endSession(sessionOf(request), request.params.id.toLowerCase(), requestContext(request));
      return reply.code(204).send();
    },
  );

  app.delete(
    SETTINGS_PATHS.sessions,
    { schema: { response: { 200: endOtherSessionsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<EndOtherSessionsResponse> => ({ ended: await settings.endOtherSessions(sessionOf(request), requestContext(request)) }),
  );
}
