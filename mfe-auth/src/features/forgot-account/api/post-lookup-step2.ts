import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, sendCodeResponseSchema, type SendCodeRequest } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * The answer of step 2 read as SUCCESS only: EXPIRED and INVALID become an `ApiError` whose code is that word
 * (spec 8.4: EXPIRED offers to start again, INVALID is "something went wrong").
 */
const sentSchema = sendCodeResponseSchema.extend({ status: sendCodeResponseSchema.shape.status.extract(['SUCCESS']) });

/** `POST /api/lookup-account/step2` (spec 4.4, 7): sends the six-digit code by the chosen way. */
export function postLookupStep2(request: SendCodeRequest) {
  return apiPost(PORTAL_API_PATHS.lookupAccountStep2, request, sentSchema);
}

export const lookupStep2MutationOptions = () =>
  mutationOptions({ mutationKey: ['forgot-account', 'lookup-step2'], mutationFn: postLookupStep2 });

export const useLookupStep2 = () => useMutation(lookupStep2MutationOptions());
