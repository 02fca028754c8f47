import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS, threadPath, threadSchema, type Thread } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { MESSAGING_QUERY_KEYS } from '@/features/messaging/api/query-keys';

/** `GET /api/messages/:id`: one thread with its messages, oldest first. Reading it does not mark it read. */
export function getThread(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Thread> {
  return apiGet(threadPath(MESSAGE_PATHS.thread, id), threadSchema, { signal });
}

export const threadQueryOptions = (id: number) => queryOptions({ queryKey: MESSAGING_QUERY_KEYS.thread(id), queryFn: ({ signal }) => getThread(id, { signal }) });

export const useThread = (id: number) => useQuery(threadQueryOptions(id));
