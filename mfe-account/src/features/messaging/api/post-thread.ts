import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MESSAGE_PATHS, threadSchema, type AttachmentCandidate, type NewThreadFields, type Thread } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { MESSAGING_QUERY_KEYS } from '@/features/messaging/api/query-keys';
import { messageFormData } from '@/features/messaging/utils/form-data';

export type NewThreadValues = NewThreadFields & { files: readonly AttachmentCandidate[] };

/** `POST /api/messages` (multipart: topic, subject, body, files): answers the new thread with its first message. */
export function postThread({ files, ...fields }: NewThreadValues): Promise<Thread> {
  return apiPost(MESSAGE_PATHS.threads, messageFormData(fields, files), threadSchema);
}

export const postThreadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...MESSAGING_QUERY_KEYS.threads, 'post'],
    mutationFn: (values: NewThreadValues) => postThread(values),
    // A message is sent once per click: a retry is the customer's decision.
    retry: false,
    onSuccess: async (thread, _values, _result, { client }) => {
      client.setQueryData(MESSAGING_QUERY_KEYS.thread(thread.id), thread);
      await client.invalidateQueries({ queryKey: MESSAGING_QUERY_KEYS.threads, exact: true });
    },
  });

export const usePostThread = () => useMutation(postThreadMutationOptions());
