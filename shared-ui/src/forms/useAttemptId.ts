import { useCallback, useEffect, useState } from 'react';

/*
 * The attempt of each mounted form, by the form's name. Hydration in a transition can throw away a form that is
 * already on the page and mount it again (a boundary that received an update before it finished hydrating is
 * rendered again on the client): with a fresh random id there, a double click sent two messages. React's `useId`
 * cannot be the key: a form mounted on the client gets a new one. Kept while the form is mounted; leaving the page
 * forgets it, so coming back is a new attempt. Browser only: the server's render runs no effect, so never writes here.
 */
const liveAttempts = new Map<string, string>();

/**
 * The id of one attempt at a write (a public form's `submissionId`, a payment's idempotency key) of the form named
 * `form` (unique among the forms of a page): random, and the same across a double click, a retry after an error, a
 * resubmit and the form mounted again in place, so the server stores one record or takes one payment. `renew`
 * starts the next attempt; call it once the server said yes.
 */
export function useAttemptId(form: string): [id: string, renew: () => void] {
  const [id, setId] = useState(() => liveAttempts.get(form) ?? crypto.randomUUID());
  useEffect(() => {
    liveAttempts.set(form, id);
    return () => {
      if (liveAttempts.get(form) === id) liveAttempts.delete(form);
    };
  }, [form, id]);
  const renew = useCallback(() => setId(crypto.randomUUID()), []);
  return [id, renew];
}
