import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { HistoryFilter } from 'shared-contracts';
import type { HistoryRequest } from '@/features/history/api/get-history';
import { historySearch, readHistorySearch } from '@/features/history/utils/history-search';

/**
 * The page and filter shown, kept in the URL's query string. Each change is a new history entry, so Back
 * returns to the page or filter before; a new filter starts again at page 1.
 */
export function useHistorySearch() {
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => readHistorySearch(params), [params]);
  const show = (next: HistoryRequest) => setParams(historySearch(next));
  return {
    ...request,
    showPage: (page: number) => show({ page, filter: request.filter }),
    applyFilter: (filter: HistoryFilter) => show({ page: 1, filter }),
  };
}

export type HistorySearch = ReturnType<typeof useHistorySearch>;
