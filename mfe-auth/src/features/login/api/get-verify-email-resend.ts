import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, verifyEmailResendResponseSchema, type VerifyEmailResendResponse } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/**
 * `GET /api/verify-email-resend` (spec 4.2, 7): works after a NOTVERIFIED answer in this browser (its
 * short-lived cookie). A GET by the spec, but it sends an e-mail: a write, so a mutation, never a cached query.
 */
export function getVerifyEmailResend(): Promise<VerifyEmailResendResponse> {
  return apiGet(PORTAL_API_PATHS.verifyEmailResend, verifyEmailResendResponseSchema);
}

export const verifyEmailResendMutationOptions = () =>
  mutationOptions({ mutationKey: ['login', 'verify-email-resend'], mutationFn: getVerifyEmailResend });

export const useVerifyEmailResend = () => useMutation(verifyEmailResendMutationOptions());
