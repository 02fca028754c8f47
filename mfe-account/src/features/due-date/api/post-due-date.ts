import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DUE_DATE_PATHS, QUERY_KEYS, dueDateChangeReceiptSchema, type DueDateChangeReceipt, type DueDateChangeRequest } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { DUE_DATE_QUERY_KEYS } from '@/features/due-date/api/query-keys';

/**
 * `POST /api/due-date` with the Idempotency-Key of this draft (docs/decisions/018): the server makes one change
 * per key, answers a repeat with the first receipt, and refuses the key with another body (422).
 */
export function postDueDate(request: DueDateChangeRequest, idempotencyKey: string): Promise<DueDateChangeReceipt> {
  return apiPost(DUE_DATE_PATHS.change, request, dueDateChangeReceiptSchema, { idempotencyKey });
}

export const postDueDateMutationOptions = (idempotencyKey: string) =>
  mutationOptions({
    mutationKey: [...DUE_DATE_QUERY_KEYS.options, 'post'],
    mutationFn: (request: DueDateChangeRequest) => postDueDate(request, idempotencyKey),
    // Never retried by itself: the customer decides, and the key keeps any retry to one change.
    retry: false,
    // Settled either way: a refusal (409) means the options changed too, and the form must say why.
    onSettled: async (_receipt, _error, _request, _result, { client }) => {
      await Promise.all([
        // The overview's next due date, the options (no second change) …
        client.invalidateQueries({ queryKey: QUERY_KEYS.account }),
        // … and the envelope: the lender's confirming message is unread (the shell's poll reads it again).
        client.invalidateQueries({ queryKey: QUERY_KEYS.summaries }),
      ]);
    },
  });

export const usePostDueDate = (idempotencyKey: string) => useMutation(postDueDateMutationOptions(idempotencyKey));
