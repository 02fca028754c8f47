import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS, threadsResponseSchema, type ThreadSummary } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { MESSAGING_QUERY_KEYS } from '@/features/messaging/api/query-keys';

/** `GET /api/messages`: the loan's threads, the latest message first. */
export function getThreads({ signal }: { signal?: AbortSignal } = {}): Promise<ThreadSummary[]> {
  return apiGet(MESSAGE_PATHS.threads, threadsResponseSchema, { signal });
}

export const threadsQueryOptions = () => queryOptions({ queryKey: MESSAGING_QUERY_KEYS.threads, queryFn: ({ signal }) => getThreads({ signal }) });

export const useThreads = () => useQuery(threadsQueryOptions());
