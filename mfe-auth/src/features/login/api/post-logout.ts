import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, okResponseSchema, type OkResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/logout` (spec 7): no body; the client adds the session's csrf token from csrfAtom. The answer is
 * not read, and a failure is the caller's to ignore (spec 8.6): the session ends on the server at its timeout.
 */
export function postLogout(): Promise<OkResponse> {
  return apiPost(PORTAL_API_PATHS.logout, undefined, okResponseSchema);
}

export const postLogoutMutationOptions = () => mutationOptions({ mutationKey: ['login', 'post-logout'], mutationFn: postLogout });

export const usePostLogout = () => useMutation(postLogoutMutationOptions());
