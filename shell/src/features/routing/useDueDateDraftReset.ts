import { useEffect } from 'react';
import { useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { dueDateDraftAtom } from 'shared-contracts/atoms';
import { DUE_DATE_FLOW_ROUTES, type RouteId } from 'shared-contracts/core';

/**
 * Spec 2.6 / 4.7: leaving the due-date flow for any page but its own steps clears the stored draft, however the
 * route changed (a link, back or forward, the session's end sending the visitor home, a full load).
 *
 * It resets on every route outside the flow, without first reading whether a draft is there: a reset that only
 * ran when this component's copy of the value showed a draft depended on that copy being current, and a copy that
 * had not heard of the remote's write (another store, or an atom not shared as a singleton) left the draft in the
 * tab. RESET removes the stored item as well as the value, so the next full load reads no draft either. A reset
 * with nothing stored changes no value, so no subscriber renders again.
 */
export function useDueDateDraftReset(routeId: RouteId | null): void {
  const store = useStore();
  const inFlow = routeId !== null && DUE_DATE_FLOW_ROUTES.includes(routeId);
  useEffect(() => {
    if (!inFlow) store.set(dueDateDraftAtom, RESET);
  }, [inFlow, routeId, store]);
}
