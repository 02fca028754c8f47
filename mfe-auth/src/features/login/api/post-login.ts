import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, loginResponseSchema, type LoginRequest, type LoginResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /login` (spec 4.2, 7): OK with the session's csrf token, or INVALID, LOCKED, NOTVERIFIED. Those three
 * are answers, not failures: the form shows them (spec 8.1). CODE_REQUIRED (docs/decisions/033): a right password
 * from a browser not remembered, no session yet; the code step follows. Anything else is an `ApiError`.
 */
export function postLogin(request: LoginRequest): Promise<LoginResponse> {
  return apiPost(PORTAL_API_PATHS.login, request, loginResponseSchema);
}

export const postLoginMutationOptions = () => mutationOptions({ mutationKey: ['login', 'post-login'], mutationFn: postLogin });

export const usePostLogin = () => useMutation(postLoginMutationOptions());
