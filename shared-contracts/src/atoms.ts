import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Client state read by more than one app (spec 3). This module is a shared singleton in module
 * federation, so each atom exists once in the page.
 */

/** Session (spec 4.1). The csrf token lives in memory only, never in the browser's storage. */
export const authenticatedAtom = atom(false);
export const csrfAtom = atom('');

/**
 * A log-in asked for before mfe-auth has loaded: the openLoginDialog event (spec 2.10) would reach no
 * listener, so the shell (useKeepLoginRequests) sets this flag on every such event, and mfe-auth opens the
 * dialog when it mounts. A remote's standalone page, which has no shell, sets it itself.
 */
export const loginDialogRequestedAtom = atom(false);

/** Leaving-site interstitial (spec 4.6). A function in an atom is set with `set(atom, () => fn)`. */
export const pendingLinkUrlAtom = atom('');
export const pendingLinkCallbackAtom = atom<(() => void) | null>(null);

/** UI flags (spec 3): the promotions are not shown twice to the same browser. */
export interface UiFlags {
  'download-app-shown': boolean;
  'paperless-shown': boolean;
  'dealer-dialog-open': boolean;
}
const persistedFlags = atomWithStorage<Pick<UiFlags, 'download-app-shown' | 'paperless-shown'>>(
  'ui-flags',
  { 'download-app-shown': false, 'paperless-shown': false },
  undefined,
  { getOnInit: false },
);
const dealerDialogOpen = atom(false);
export const uiFlagsAtom = atom(
  (get): UiFlags => ({ ...get(persistedFlags), 'dealer-dialog-open': get(dealerDialogOpen) }),
  (get, set, update: Partial<UiFlags>) => {
    const { 'dealer-dialog-open': dealer, ...persisted } = update;
    if (dealer !== undefined) set(dealerDialogOpen, dealer);
    if (Object.keys(persisted).length > 0) set(persistedFlags, { ...get(persistedFlags), ...persisted });
  },
);

/** Due-date change draft (spec 3, 4.7): kept for the tab's life so a reload in the flow keeps it. */
export interface DueDateDraft {
  oldDueDate: string;
  dueDate: string;
  interestPerDiem: string;
  reason: string;
  otherReason: string;
}
export const EMPTY_DUE_DATE_DRAFT: DueDateDraft = {
  oldDueDate: '',
  dueDate: '',
  interestPerDiem: '',
  reason: '',
  otherReason: '',
};
export const dueDateDraftAtom = atomWithStorage<DueDateDraft>(
  'due-date-draft',
  EMPTY_DUE_DATE_DRAFT,
  createJSONStorage(() => sessionStorage),
  { getOnInit: false },
);

/** Number of page-level loads under way; the loading bar (spec 2.15) shows while it is above zero. */
export const pendingLoadsAtom = atom(0);
