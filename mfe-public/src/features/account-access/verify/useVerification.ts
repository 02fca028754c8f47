import { HIDDEN_TOKEN_SEGMENT, tokenField } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { useVerifyEmail } from '@/features/account-access/api/post-verify-email';

/** The states of /verify-email-{token}. EXPIRED covers a link already used: the server cannot tell them apart. */
export type VerificationState = 'verifying' | 'verified' | 'expired' | 'invalid' | 'reopen' | 'rateLimited' | 'failed';

/** Verifies the link's token on load (once per token, see the query); a token of the wrong shape is invalid without a call. */
export function useVerification(token: string): { state: VerificationState; retry: () => void } {
  const wellFormed = tokenField.safeParse(token).success;
  const verification = useVerifyEmail(token, { enabled: wellFormed });
  const retry = () => void verification.refetch();

  // The address loaded again after its token left the address bar (docs/decisions/053).
  if (token === HIDDEN_TOKEN_SEGMENT) return { state: 'reopen', retry };
  if (!wellFormed) return { state: 'invalid', retry };
  if (verification.isFetching || verification.isPending) return { state: 'verifying', retry };
  if (verification.isSuccess) return { state: verification.data.status === 'SUCCESS' ? 'verified' : 'expired', retry };
  const { error } = verification;
  // A 400 names a malformed request: the token, the only thing sent, is not a link we made.
  if (isApiError(error) && error.status === 400) return { state: 'invalid', retry };
  if (isApiError(error) && error.status === 429) return { state: 'rateLimited', retry };
  return { state: 'failed', retry };
}
