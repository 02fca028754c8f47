import { Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { authenticatedAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { ChakraIsland, preloadable, preloadChakraScope } from 'shared-ui/chakra-free';
import { sessionDialogAtom } from '@/features/session/session-atoms';

const dialogs = preloadable(() => import('@/app/ShellDialogs').then((module) => module.ShellDialogs));

/**
 * Spec 2.7: the site's dialogs, rendered once by the app shell. Their code and Chakra's runtime load the first time
 * one is to open (a link leaving the site, the session's warning or its end), not with the page (docs/decisions/072):
 * until then the host draws nothing, as the closed dialogs drew nothing. Kept once loaded.
 */
export function DialogHost() {
  const leaving = useAtomValue(pendingLinkUrlAtom) !== '';
  const sessionDialog = useAtomValue(sessionDialogAtom) !== 'none';
  const wantedNow = leaving || sessionDialog;
  // Signed in, the session's warning will come on its timer, and its two-minute countdown must not wait for a
  // download: the dialogs' code and Chakra's load once a session is known (spec 4.1, docs/decisions/072).
  const signedIn = useAtomValue(authenticatedAtom);
  // Then they are mounted closed (drawing nothing), as they were before islands, so the warning opens in the same
  // render as its timer fires.
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    Promise.all([dialogs.preload(), preloadChakraScope()]).then(
      () => current && setWanted(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn]);
  const [wanted, setWanted] = useState(wantedNow);
  if (wantedNow && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ChakraIsland>
      <Suspense fallback={null}>
        <dialogs.Component />
      </Suspense>
    </ChakraIsland>
  );
}
