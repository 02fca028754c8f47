import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, changePasswordResponseSchema, type ChangePasswordRequest, type ChangePasswordResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/change-password` of /change-password (spec 2.2), signed in: the API client adds the session's
 * csrf token. SUCCESS, INVALID (the current password is wrong) or COMMON_PASSWORD; a 401 means the session
 * ended meanwhile.
 */
export function postChangePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiPost(PORTAL_API_PATHS.changePassword, request, changePasswordResponseSchema);
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account-access', 'change-password'], mutationFn: postChangePassword });

export const useChangePassword = () => useMutation(changePasswordMutationOptions());
