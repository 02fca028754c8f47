import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, sendUsernameResponseSchema, type SendUsernameRequest, type SendUsernameResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/** `POST /api/send-username` (spec 4.3, 7): SUCCESS with the redacted address, whether or not it is registered. */
export function postSendUsername(request: SendUsernameRequest): Promise<SendUsernameResponse> {
  return apiPost(PORTAL_API_PATHS.sendUsername, request, sendUsernameResponseSchema);
}

export const sendUsernameMutationOptions = () =>
  mutationOptions({ mutationKey: ['forgot-credentials', 'send-username'], mutationFn: postSendUsername });

export const useSendUsername = () => useMutation(sendUsernameMutationOptions());
