import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, verifyEmailResponseSchema, type VerifyEmailResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/** `POST /api/verify-email` of /verify-email-{token} (spec 2.3): SUCCESS, or EXPIRED for a link expired or used. */
export function postVerifyEmail({ token }: { token: string }): Promise<VerifyEmailResponse> {
  return apiPost(PORTAL_API_PATHS.verifyEmail, { token }, verifyEmailResponseSchema);
}

/**
 * A write, yet read through a query keyed by the token, not a mutation run on mount: the link works once, so
 * a second POST (React StrictMode's double effect, a remount of the page) would answer EXPIRED over a success.
 * The query sends one call per token however often the page mounts, and keeps the verdict for the page's life.
 * It never runs again by itself (no staleness, no retry, no refetch on focus); only "Try again" after a
 * failure does. It is not aborted when the page leaves: the server may have spent the link already.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account-access', 'verify-email', token],
    queryFn: () => postVerifyEmail({ token }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** `enabled` false for a token of the wrong shape: that link is not valid, without a call. */
export const useVerifyEmail = (token: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...verifyEmailQueryOptions(token), enabled });
