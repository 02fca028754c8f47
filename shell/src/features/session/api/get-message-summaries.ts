import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { messageSummariesResponseSchema, PORTAL_API_PATHS, QUERY_KEYS, type MessageSummary } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** `GET /api/smc`: the secure-message summaries (spec 7). 401 signed out, 403 for an unavailable account. */
export function getMessageSummaries({ signal }: { signal?: AbortSignal } = {}): Promise<MessageSummary[]> {
  return apiGet(PORTAL_API_PATHS.messageSummaries, messageSummariesResponseSchema, { signal });
}

/**
 * Spec 7: "a cached data fetch keyed 'summaries'". The key comes from shared-contracts because the account
 * remote reads the same entry of the one query cache of the page.
 */
export function messageSummariesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.summaries,
    queryFn: ({ signal }) => getMessageSummaries({ signal }),
  });
}

export type MessageSummariesQueryConfig = Omit<UseQueryOptions<MessageSummary[]>, 'queryKey' | 'queryFn'>;

/**
 * The summaries query. `onFetched` hears the outcome of each fetch (true for an answer, false for a
 * failure), which the polling of spec 4.5 counts; a fetch cancelled by react-query is neither.
 */
export function useMessageSummaries({
  queryConfig,
  onFetched,
}: { queryConfig?: MessageSummariesQueryConfig; onFetched?: (ok: boolean) => void } = {}) {
  const options = messageSummariesQueryOptions();
  return useQuery({
    ...queryConfig,
    queryKey: options.queryKey,
    queryFn: async ({ signal }) => {
      try {
        const summaries = await getMessageSummaries({ signal });
        onFetched?.(true);
        return summaries;
      } catch (error) {
        if (!signal.aborted) onFetched?.(false);
        throw error;
      }
    },
  });
}
