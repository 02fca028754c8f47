import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, sessionResponseSchema, type SessionResponse } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** `GET /api/session`: whether this browser holds a live session (spec 4.1); its csrf token is the shell's business. */
export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return apiGet(PORTAL_API_PATHS.session, sessionResponseSchema, { signal });
}

/**
 * Asked by /change-password while the shell may still be restoring a session after a reload. Not the shell's
 * own restore entry: that one is kept for the whole page load, this one is asked anew on each visit of the page
 * (and forgotten when it leaves). A failure counts as signed out at once: the page then offers to log in.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['account-access', 'session'],
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useSession = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...sessionQueryOptions(), enabled });
