import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { MessageSummary } from 'shared-contracts';
import { getMessageSummaries, messageSummariesQueryOptions } from 'shared-contracts/api-client';

export type MessageSummariesQueryConfig = Omit<UseQueryOptions<MessageSummary[]>, 'queryKey' | 'queryFn'>;

/**
 * The summaries query, under the shared key and fetcher (docs/decisions/063): the shell is the one app that
 * fetches this entry. `onFetched` hears the outcome of each fetch (true for an answer, false for a failure),
 * which the polling of spec 4.5 counts; a fetch cancelled by react-query is neither.
 */
export function useMessageSummaries({
  queryConfig,
  onFetched,
}: { queryConfig?: MessageSummariesQueryConfig; onFetched?: (ok: boolean) => void } = {}) {
  return useQuery({
    ...queryConfig,
    queryKey: messageSummariesQueryOptions().queryKey,
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
