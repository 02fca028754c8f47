import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MESSAGE_PATHS, QUERY_KEYS, threadPath, threadSummarySchema, type MessageSummary, type Thread, type ThreadSummary } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { MESSAGING_QUERY_KEYS } from '@/features/messaging/api/query-keys';

/** `POST /api/messages/:id/read`: the customer opened the thread (spec 3: custRead becomes true). */
export function postRead(threadId: number): Promise<ThreadSummary> {
  return apiPost(threadPath(MESSAGE_PATHS.read, threadId), {}, threadSummarySchema);
}

export const postReadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...MESSAGING_QUERY_KEYS.threads, 'read'],
    mutationFn: (threadId: number) => postRead(threadId),
    onSuccess: async (summary, threadId, _result, { client }) => {
      const read = { unread: summary.unread };
      client.setQueryData<ThreadSummary[]>(MESSAGING_QUERY_KEYS.threads, (threads) => threads?.map((thread) => (thread.id === threadId ? { ...thread, ...read } : thread)));
      client.setQueryData<Thread>(MESSAGING_QUERY_KEYS.thread(threadId), (thread) => (thread ? { ...thread, ...read } : thread));
      // The shell's envelope (spec 2.8) reads the summaries it polls: the dot goes off now, not at the next poll.
      // Only the entry is changed and the poll asked again while it runs: a poll the shell stopped after three
      // failures (spec 4.5) stays stopped, since invalidation refetches only a query someone still observes.
      client.setQueryData<MessageSummary[]>(QUERY_KEYS.summaries, (summaries) =>
        summaries?.map((entry) => (entry.id === threadId ? { ...entry, custRead: !summary.unread } : entry)),
      );
      await client.invalidateQueries({ queryKey: QUERY_KEYS.summaries, exact: true });
    },
  });

export const usePostRead = () => useMutation(postReadMutationOptions());
