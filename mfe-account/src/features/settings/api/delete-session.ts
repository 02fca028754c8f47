import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SETTINGS_PATHS, endOtherSessionsResponseSchema, withId, type UserSession } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/**
 * A 204 has no body, which the client reads as null. Apps do not import zod, so a contract schema made nullable
 * reads it (as the payments feature does for its 204s).
 */
const noContentSchema = endOtherSessionsResponseSchema.nullable();

/** `DELETE /api/sessions/:id` → 204: that browser's next call answers 401. */
export async function deleteSession(id: string): Promise<void> {
  await apiRequest(withId(SETTINGS_PATHS.session, id), noContentSchema, { method: 'DELETE' });
}

export const deleteSessionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.sessions, 'delete'],
    mutationFn: (id: string) => deleteSession(id),
    onSuccess: (_answer, id, _result, { client }) => {
      client.setQueryData<UserSession[]>(SETTINGS_QUERY_KEYS.sessions, (sessions) => sessions?.filter((session) => session.id !== id));
    },
    // Ending sessions is a `sessions_ended` event of the activity too (docs/decisions/050).
    onSettled: (_answer, _error, _id, _result, { client }) =>
      Promise.all([client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.sessions }), client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.signInActivity })]),
  });

export const useDeleteSession = () => useMutation(deleteSessionMutationOptions());
