import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { useSession } from '@/features/account-access/api/get-session';

export type SignInState = 'checking' | 'signedIn' | 'signedOut';

/** How long a session the server knows may take to reach authenticatedAtom before the page stops waiting. */
const RESTORE_WAIT_MS = 4000;

/**
 * Whether the visitor is signed in, for a public page that shows a signed-in form (/change-password). The
 * shell restores a session after a reload (spec 4.1) but does not guard public pages while it does, so without
 * a look of our own the page would flash "log in" to a signed-in visitor. authenticatedAtom decides as soon as
 * it is true, and afterwards (a logout, a login in the dialog: the page follows).
 */
export function useSignInState(): SignInState {
  const authenticated = useAtomValue(authenticatedAtom);
  // The server is asked only when the page opens signed out: a signed-in page has its answer already.
  const [askServer] = useState(!authenticated);
  const session = useSession({ enabled: askServer });
  const server = !askServer ? 'in' : session.isSuccess ? (session.data.authenticated ? 'in' : 'out') : session.isError ? 'out' : 'pending';
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const [wasSignedIn, setWasSignedIn] = useState(authenticated);
  // Adjusted while rendering (React's pattern for state derived from a change): no frame shows "checking".
  if (authenticated && !wasSignedIn) setWasSignedIn(true);

  useEffect(() => {
    if (authenticated || server !== 'in') return;
    const timer = setTimeout(() => setWaitedTooLong(true), RESTORE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [authenticated, server]);

  if (authenticated) return 'signedIn';
  if (wasSignedIn || server === 'out' || waitedTooLong) return 'signedOut';
  return 'checking';
}
