import { mutationOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { okResponseSchema, PORTAL_API_PATHS, type OkResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/logout` (spec 7): no body; the API client adds the csrf header from the session's token, read
 * when the call starts. Its answer is not read beyond success or failure.
 */
export function logout(): Promise<OkResponse> {
  return apiPost(PORTAL_API_PATHS.logout, undefined, okResponseSchema);
}

/** The logout's key: the session feature looks at whether a logout is under way by it. */
export const LOGOUT_MUTATION_KEY = ['session', 'logout'] as const;

export function logoutMutationOptions() {
  return mutationOptions({
    mutationKey: LOGOUT_MUTATION_KEY,
    mutationFn: () => logout(),
    // Spec 8.6: no error handling beyond resetting the loading state; the browser is signed out either way.
    retry: false,
  });
}

export type LogoutMutationConfig = Omit<UseMutationOptions<OkResponse, Error, void>, 'mutationKey' | 'mutationFn'>;

export function useLogoutMutation({ mutationConfig }: { mutationConfig?: LogoutMutationConfig } = {}) {
  return useMutation({ ...logoutMutationOptions(), ...mutationConfig });
}
