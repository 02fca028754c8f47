import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  PORTAL_API_PATHS,
  sendPasswordResetResponseSchema,
  type SendPasswordResetRequest,
  type SendPasswordResetResponse,
} from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/send-password-reset` (spec 4.3, 7). Its schema accepts SUCCESS only, so any other status word is
 * an `ApiError` (spec 4.3: "password success requires response status SUCCESS").
 */
export function postSendPasswordReset(request: SendPasswordResetRequest): Promise<SendPasswordResetResponse> {
  return apiPost(PORTAL_API_PATHS.sendPasswordReset, request, sendPasswordResetResponseSchema);
}

export const sendPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: ['forgot-credentials', 'send-password-reset'], mutationFn: postSendPasswordReset });

export const useSendPasswordReset = () => useMutation(sendPasswordResetMutationOptions());
