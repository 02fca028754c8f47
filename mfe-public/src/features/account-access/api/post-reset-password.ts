import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, resetPasswordResponseSchema, type ResetPasswordRequest, type ResetPasswordResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/reset-password` of /reset-password-{token} (spec 2.3): SUCCESS, EXPIRED (the link expired or was
 * used) or COMMON_PASSWORD (the link stays usable: the server checks the password before spending it).
 */
export function postResetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return apiPost(PORTAL_API_PATHS.resetPassword, request, resetPasswordResponseSchema);
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account-access', 'reset-password'], mutationFn: postResetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
