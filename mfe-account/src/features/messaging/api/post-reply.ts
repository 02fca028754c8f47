import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MESSAGE_PATHS, threadPath, threadSchema, type AttachmentCandidate, type ReplyFields, type Thread } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { MESSAGING_QUERY_KEYS } from '@/features/messaging/api/query-keys';
import { messageFormData } from '@/features/messaging/utils/form-data';

export type ReplyValues = ReplyFields & { files: readonly AttachmentCandidate[] };

/** `POST /api/messages/:id/replies` (multipart: body, files): answers the thread with the reply at its end. */
export function postReply(threadId: number, { files, ...fields }: ReplyValues): Promise<Thread> {
  return apiPost(threadPath(MESSAGE_PATHS.replies, threadId), messageFormData(fields, files), threadSchema);
}

export const postReplyMutationOptions = (threadId: number) =>
  mutationOptions({
    mutationKey: [...MESSAGING_QUERY_KEYS.thread(threadId), 'reply'],
    mutationFn: (values: ReplyValues) => postReply(threadId, values),
    retry: false,
    onSuccess: async (thread, _values, _result, { client }) => {
      client.setQueryData(MESSAGING_QUERY_KEYS.thread(threadId), thread);
      await client.invalidateQueries({ queryKey: MESSAGING_QUERY_KEYS.threads, exact: true });
    },
  });

export const usePostReply = (threadId: number) => useMutation(postReplyMutationOptions(threadId));
