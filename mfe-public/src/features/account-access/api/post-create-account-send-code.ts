import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  PORTAL_API_PATHS,
  sendCodeResponseSchema,
  type SendCodeRequest,
  type SendCodeResponse,
} from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/create-account/send-code` (docs/decisions/032, step 2): mails or texts a six-digit code to the way on
 * file the visitor chose. SUCCESS, EXPIRED (start again) and INVALID are answers the step shows; a 429 after the
 * fifth code, like any other failure, is an `ApiError`.
 */
export function postCreateAccountSendCode(request: SendCodeRequest): Promise<SendCodeResponse> {
  return apiPost(PORTAL_API_PATHS.createAccountSendCode, request, sendCodeResponseSchema);
}

export const createAccountSendCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account-access', 'create-account-send-code'], mutationFn: postCreateAccountSendCode });

export const useCreateAccountSendCode = () => useMutation(createAccountSendCodeMutationOptions());
