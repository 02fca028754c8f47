import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SETTINGS_PATHS, endOtherSessionsResponseSchema, type EndOtherSessionsResponse, type UserSession } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** `DELETE /api/sessions`: every other browser signed in to this account is signed out. */
export function deleteOtherSessions(): Promise<EndOtherSessionsResponse> {
  return apiRequest(SETTINGS_PATHS.sessions, endOtherSessionsResponseSchema, { method: 'DELETE' });
}

export const deleteOtherSessionsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.sessions, 'delete-others'],
    mutationFn: () => deleteOtherSessions(),
    onSuccess: (_answer, _variables, _result, { client }) => {
      client.setQueryData<UserSession[]>(SETTINGS_QUERY_KEYS.sessions, (sessions) => sessions?.filter((session) => session.current));
    },
    // Ending sessions is a `sessions_ended` event of the activity too (docs/decisions/050).
    onSettled: (_answer, _error, _variables, _result, { client }) =>
      Promise.all([client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.sessions }), client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.signInActivity })]),
  });

export const useDeleteOtherSessions = () => useMutation(deleteOtherSessionsMutationOptions());
