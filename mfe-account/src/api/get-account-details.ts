import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, QUERY_KEYS, accountDetailsSchema, type AccountDetails } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/**
 * `GET /api/account-details` (spec 7): the loan figures every account page shows (overview, payment). Under the
 * shared key, so the answer read at sign-in (mfe-auth) or by the overview serves this page too.
 */
export function getAccountDetails({ signal }: { signal?: AbortSignal } = {}): Promise<AccountDetails> {
  return apiGet(PORTAL_API_PATHS.accountDetails, accountDetailsSchema, { signal });
}

export const accountDetailsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.accountDetails, queryFn: ({ signal }) => getAccountDetails({ signal }) });

export const useAccountDetails = () => useQuery(accountDetailsQueryOptions());
