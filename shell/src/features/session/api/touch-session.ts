import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, touchResponseSchema, type TouchResponse } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/**
 * `GET /api/touch`: the keep-alive (spec 7). Though a GET, it changes the server's state (it moves the
 * session's idle expiry) and nothing reads its answer, so it is a mutation, not a cached query. Without a
 * session it answers 401, which the API client reports as the end of the session (spec 4.1).
 */
export function touchSession(): Promise<TouchResponse> {
  return apiGet(PORTAL_API_PATHS.touch, touchResponseSchema);
}

export function touchSessionMutationOptions() {
  return mutationOptions({
    mutationKey: ['session', 'touch'],
    mutationFn: () => touchSession(),
    // One keep-alive per click burst: a lost one is made good by the next click, not by a retry.
    retry: false,
  });
}

export function useTouchSession() {
  return useMutation(touchSessionMutationOptions());
}
