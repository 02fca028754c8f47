import { useCallback, useState } from 'react';

/**
 * The id of one filled-in form (shared-contracts `submissionIdField`). It stays the same across a double
 * click, a retry after an error and a resubmit, so the server stores one record; `renew` starts a new one
 * once the record is stored.
 */
export function useSubmissionId(): [string, () => void] {
  const [id, setId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setId(crypto.randomUUID()), []);
  return [id, renew];
}
