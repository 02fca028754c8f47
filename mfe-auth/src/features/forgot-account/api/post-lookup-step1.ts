import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, lookupStep1ResponseSchema, type LookupStep1Request, type LookupStep1Response } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/lookup-account/step1` (spec 4.4, 7): SUCCESS with the lookup token and the masked ways to send a
 * code. Any other status word is an `ApiError` with that word as its code (spec 8.4: shown by its code). The
 * SSN and date of birth go in the body only: never logged, kept or put in the URL.
 */
export function postLookupStep1(request: LookupStep1Request): Promise<LookupStep1Response> {
  return apiPost(PORTAL_API_PATHS.lookupAccountStep1, request, lookupStep1ResponseSchema);
}

export const lookupStep1MutationOptions = () =>
  mutationOptions({ mutationKey: ['forgot-account', 'lookup-step1'], mutationFn: postLookupStep1 });

export const useLookupStep1 = () => useMutation(lookupStep1MutationOptions());
