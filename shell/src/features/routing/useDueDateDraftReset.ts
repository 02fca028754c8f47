import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { dueDateDraftAtom, EMPTY_DUE_DATE_DRAFT } from 'shared-contracts/atoms';
import { DUE_DATE_FLOW_ROUTES, type RouteId } from 'shared-contracts';

/** Spec 2.6 / 4.7: leaving the due-date flow for any page but its own steps clears the stored draft. */
export function useDueDateDraftReset(routeId: RouteId | null): void {
  const [draft, setDraft] = useAtom(dueDateDraftAtom);
  const inFlow = routeId !== null && DUE_DATE_FLOW_ROUTES.includes(routeId);
  const hasDraft = Object.values(draft).some((value) => value !== '');
  useEffect(() => {
    if (!inFlow && hasDraft) setDraft(EMPTY_DUE_DATE_DRAFT);
  }, [inFlow, hasDraft, setDraft]);
}
