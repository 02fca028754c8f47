import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TouchResponse } from 'shared-contracts';
import { PORTAL_API_PATHS } from 'shared-contracts/core';
import { apiGet } from 'shared-contracts/api-client';

/**
 * `GET /api/touch`: the keep-alive (spec 7). Though a GET, it changes the server's state (it moves the
 * session's idle expiry) and nothing reads its answer, so it is a mutation, not a cached query. Without a
 * session it answers 401, which the API client reports as the end of the session (spec 4.1).
 */
export function touchSession(): Promise<TouchResponse> {
  // The schema with the answer, not with the frame's start (docs/decisions/071).
  return apiGet(PORTAL_API_PATHS.touch, import('shared-contracts').then((contracts) => contracts.touchResponseSchema));
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
