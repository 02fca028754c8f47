import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, historyPageSchema, type HistoryFilter, type HistoryPage } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** One page of the history as asked for: 1-based, with the filter of the page's form. */
export interface HistoryRequest {
  page: number;
  filter: HistoryFilter;
}

/**
 * Under QUERY_KEYS.account: the shell drops it at sign-out, and a payment made or cancelled (which adds or
 * removes the pending line) marks every page of it stale.
 */
export const historyQueryKey = ({ page, filter }: HistoryRequest) =>
  [...QUERY_KEYS.account, 'history', { page, type: filter.type, from: filter.from, to: filter.to }] as const;

/** `GET /api/history?page=&type=&from=&to=` (spec 9: 10 per page): newest first, pending payments leading. */
export function getHistory({ page, filter }: HistoryRequest, { signal }: { signal?: AbortSignal } = {}): Promise<HistoryPage> {
  return apiGet(ACCOUNT_MONEY_PATHS.history, historyPageSchema, { query: { page, type: filter.type, from: filter.from, to: filter.to }, signal });
}

export const historyQueryOptions = (request: HistoryRequest) =>
  queryOptions({
    queryKey: historyQueryKey(request),
    queryFn: ({ signal }) => getHistory(request, { signal }),
    // The rows of the page shown stay while the next page or filter loads, so the table does not collapse
    // under the pager the customer is using.
    placeholderData: keepPreviousData,
  });

export const useHistoryPage = (request: HistoryRequest) => useQuery(historyQueryOptions(request));
