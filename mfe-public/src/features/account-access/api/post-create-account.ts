import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, createAccountResponseSchema, type CreateAccountRequest, type CreateAccountResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/create-account` of /enroll and /create-account (spec 2.2; spec 7 leaves the call "not shown", the
 * contract is shared-contracts' auth schemas), step 1 of 3 since docs/decisions/032. It spends the captcha.
 * CODE_REQUIRED (the token and where a code can go), INVALID (no loan that can be enrolled matches),
 * USERNAME_TAKEN and COMMON_PASSWORD are answers the form shows, not failures; anything else is an `ApiError`.
 */
export function postCreateAccount(request: CreateAccountRequest): Promise<CreateAccountResponse> {
  return apiPost(PORTAL_API_PATHS.createAccount, request, createAccountResponseSchema);
}

export const createAccountMutationOptions = () =>
  mutationOptions({ mutationKey: ['account-access', 'create-account'], mutationFn: postCreateAccount });

export const useCreateAccount = () => useMutation(createAccountMutationOptions());
