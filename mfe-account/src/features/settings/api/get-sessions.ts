import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS, userSessionsResponseSchema, type UserSession } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** `GET /api/sessions`: the browsers signed in to this account, the one asking marked `current`. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<UserSession[]> {
  return apiGet(SETTINGS_PATHS.sessions, userSessionsResponseSchema, { signal });
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEYS.sessions, queryFn: ({ signal }) => getSessions({ signal }) });

export const useSessions = () => useQuery(sessionsQueryOptions());
