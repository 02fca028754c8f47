import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, lookupStep3ResponseSchema, type CheckCodeRequest, type LookupStep3Response } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

type LookupStep3Found = Extract<LookupStep3Response, { status: 'SUCCESS' }>;

/**
 * The SUCCESS branch of the shared answer: INVALID and EXPIRED become an `ApiError` whose code is that word
 * (spec 8.4: INVALID is "invalid code", EXPIRED offers to start again). A reordered union fails to compile
 * below, where the answer must be LookupStep3Found.
 */
const foundSchema = lookupStep3ResponseSchema.options[0];

/** `POST /api/lookup-account/step3` (spec 4.4, 7): checks the code and answers the account number. */
export function postLookupStep3(request: CheckCodeRequest): Promise<LookupStep3Found> {
  return apiPost(PORTAL_API_PATHS.lookupAccountStep3, request, foundSchema);
}

export const lookupStep3MutationOptions = () =>
  mutationOptions({ mutationKey: ['forgot-account', 'lookup-step3'], mutationFn: postLookupStep3 });

export const useLookupStep3 = () => useMutation(lookupStep3MutationOptions());
