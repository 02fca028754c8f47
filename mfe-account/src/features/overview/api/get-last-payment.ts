import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, historyPageSchema, type HistoryItem } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { OVERVIEW_QUERY_KEYS } from '@/features/overview/api/query-keys';

/**
 * The last payment that reached the loan: the newest posted item of `GET /api/history?type=payment`. The
 * history lists payments not yet posted first, as 'pending'; they are the scheduled list's, not a payment made.
 * Null before the first payment.
 */
export async function getLastPayment({ signal }: { signal?: AbortSignal } = {}): Promise<HistoryItem | null> {
  const page = await apiGet(ACCOUNT_MONEY_PATHS.history, historyPageSchema, { query: { type: 'payment', page: 1 }, signal });
  return page.items.find((item) => item.status === 'posted') ?? null;
}

export const lastPaymentQueryOptions = () =>
  queryOptions({ queryKey: OVERVIEW_QUERY_KEYS.lastPayment, queryFn: ({ signal }) => getLastPayment({ signal }) });

export const useLastPayment = () => useQuery(lastPaymentQueryOptions());
