import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, sendCodeResponseSchema, type SendCodeRequest, type SendCodeResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/login/send-code` (docs/decisions/033): mails or texts a six-digit code to the way on file the borrower
 * chose, after CODE_REQUIRED. SUCCESS, EXPIRED (log in again) and INVALID are answers the step shows; a 429 after
 * too many codes, like any other failure, is an `ApiError`.
 */
export function postLoginSendCode(request: SendCodeRequest): Promise<SendCodeResponse> {
  return apiPost(PORTAL_API_PATHS.loginSendCode, request, sendCodeResponseSchema);
}

export const loginSendCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['login', 'post-login-send-code'], mutationFn: postLoginSendCode });

export const useLoginSendCode = () => useMutation(loginSendCodeMutationOptions());
