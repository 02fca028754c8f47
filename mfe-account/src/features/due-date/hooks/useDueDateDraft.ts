import { useCallback, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { EMPTY_DUE_DATE_DRAFT, dueDateDraftAtom, type DueDateDraft } from 'shared-contracts/atoms';

/**
 * The due-date draft of spec 3 (session storage, so a reload keeps it; the shell clears it when the customer
 * leaves the flow). The atom reads its storage when it is first subscribed, after the first render: `ready`
 * turns true once that has happened, so a page never takes "no draft yet" for "no draft".
 */
export function useDueDateDraft() {
  const [draft, setDraft] = useAtom(dueDateDraftAtom);
  const [ready, setReady] = useState(false);
  // Declared after useAtom: its subscription (which loads the stored draft) runs first.
  useEffect(() => setReady(true), []);
  const clear = useCallback(() => setDraft(EMPTY_DUE_DATE_DRAFT), [setDraft]);
  const save = useCallback((next: DueDateDraft) => setDraft(next), [setDraft]);
  return { draft, ready, save, clear };
}
