import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, autopaySchema, type Autopay } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/** `GET /api/autopay`: whether autopay drafts the amount due each month, from which account and on which day. */
export function getAutopay({ signal }: { signal?: AbortSignal } = {}): Promise<Autopay> {
  return apiGet(ACCOUNT_MONEY_PATHS.autopay, autopaySchema, { signal });
}

export const autopayQueryOptions = () => queryOptions({ queryKey: PAYMENTS_QUERY_KEYS.autopay, queryFn: ({ signal }) => getAutopay({ signal }) });

export const useAutopay = () => useQuery(autopayQueryOptions());
