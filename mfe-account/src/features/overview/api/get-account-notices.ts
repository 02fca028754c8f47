import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, accountNoticesResponseSchema, type AccountNotice } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { OVERVIEW_QUERY_KEYS } from '@/features/overview/api/query-keys';

/** The open notices on the account (`GET /api/account-notices`: autopay suspended, docs/decisions/055). */
export async function getAccountNotices({ signal }: { signal?: AbortSignal } = {}): Promise<AccountNotice[]> {
  return apiGet(ACCOUNT_MONEY_PATHS.notices, accountNoticesResponseSchema, { signal });
}

export const accountNoticesQueryOptions = () =>
  queryOptions({ queryKey: OVERVIEW_QUERY_KEYS.notices, queryFn: ({ signal }) => getAccountNotices({ signal }) });

export const useAccountNotices = () => useQuery(accountNoticesQueryOptions());
