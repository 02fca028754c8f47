import { Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { ChakraIsland, preloadable } from '@/app/ChakraIsland';
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
