import { useCallback, useState } from 'react';

/**
 * The id of one attempt at a write (a public form's `submissionId`, a payment's idempotency key): random, and
 * the same across a double click, a retry after an error and a resubmit, so the server stores one record or
 * takes one payment. `renew` starts the next attempt; call it once the server said yes.
 */
export function useAttemptId(): [id: string, renew: () => void] {
  const [id, setId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setId(crypto.randomUUID()), []);
  return [id, renew];
}
