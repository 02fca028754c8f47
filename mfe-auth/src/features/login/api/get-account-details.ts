import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, QUERY_KEYS, accountDetailsSchema, type AccountDetails } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** `GET /api/account-details` of the signed-in session (spec 3, 7). */
export function getAccountDetails({ signal }: { signal?: AbortSignal } = {}): Promise<AccountDetails> {
  return apiGet(PORTAL_API_PATHS.accountDetails, accountDetailsSchema, { signal });
}

export const accountDetailsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.accountDetails, queryFn: ({ signal }) => getAccountDetails({ signal }) });

export const useAccountDetails = () => useQuery(accountDetailsQueryOptions());
