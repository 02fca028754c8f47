import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  PORTAL_API_PATHS,
  createAccountConfirmResponseSchema,
  type CheckCodeRequest,
  type CreateAccountConfirmResponse,
} from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/create-account/confirm` (docs/decisions/032, step 3): checks the code; SUCCESS creates the user and
 * mails the verification link. INVALID (wrong code), EXPIRED (start again) and USERNAME_TAKEN (taken meanwhile)
 * are answers the step shows; anything else is an `ApiError`.
 */
export function postCreateAccountConfirm(request: CheckCodeRequest): Promise<CreateAccountConfirmResponse> {
  return apiPost(PORTAL_API_PATHS.createAccountConfirm, request, createAccountConfirmResponseSchema);
}

export const createAccountConfirmMutationOptions = () =>
  mutationOptions({ mutationKey: ['account-access', 'create-account-confirm'], mutationFn: postCreateAccountConfirm });

export const useCreateAccountConfirm = () => useMutation(createAccountConfirmMutationOptions());
