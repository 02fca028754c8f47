import type { useStore } from 'jotai';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { sessionDialogAtom } from '@/features/session/session-atoms';

export type JotaiStore = ReturnType<typeof useStore>;

/**
 * Spec 4.1, what the timeout does: the user is marked signed out (the header turns back to the visitor's,
 * analytics is reset by its watch on `authenticatedAtom`, the summaries polling stops), goes to the homepage
 * of the current locale and is shown the session-expired dialog. The session ended by the server (a 401)
 * ends the same way.
 */
export function markSessionExpired(store: JotaiStore, goHome: () => void): void {
  store.set(csrfAtom, '');
  store.set(authenticatedAtom, false);
  // Home first, then the dialog: the dialog's history entry (closed by browser back) belongs to `/`.
  goHome();
  store.set(sessionDialogAtom, 'expired');
}
