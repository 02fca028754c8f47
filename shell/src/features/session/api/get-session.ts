import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, sessionResponseSchema, type SessionResponse } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** `GET /api/session`: whether this browser holds a live session, and its csrf token (kept in memory only). */
export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return apiGet(PORTAL_API_PATHS.session, sessionResponseSchema, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'restore'],
    queryFn: ({ signal }) => getSession({ signal }),
    // Asked once per page load, to restore a session after a reload (spec 4.1): a later answer must not sign
    // anyone in or out again, so it is never refetched. A failure counts as signed out, at once.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
