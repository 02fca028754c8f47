import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, loginVerifyResponseSchema, type LoginVerifyRequest, type LoginVerifyResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/login/verify` (docs/decisions/033): the code of a sign-in from a browser not remembered. OK is what
 * `POST /login` answers on success (the csrf token, the session in its cookie); INVALID (a wrong code) and EXPIRED
 * (log in again) are answers the step shows. Anything else is an `ApiError`.
 */
export function postLoginVerify(request: LoginVerifyRequest): Promise<LoginVerifyResponse> {
  return apiPost(PORTAL_API_PATHS.loginVerify, request, loginVerifyResponseSchema);
}

export const loginVerifyMutationOptions = () => mutationOptions({ mutationKey: ['login', 'post-login-verify'], mutationFn: postLoginVerify });

export const useLoginVerify = () => useMutation(loginVerifyMutationOptions());
