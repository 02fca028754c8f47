import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { whenPageInteractive } from '@/lib/page-ready';

/**
 * Whether mfe-auth's dialogs should be mounted (docs/decisions/038). Every first paint has them closed,
 * so hydrating a page never needs mfe-auth's code: they mount once the page is interactive (the post-load
 * prefetch has their chunks by then), or at once when something asks for the login dialog first, which
 * loginDialogRequestedAtom keeps until they answer it. Once mounted they stay: answering the request clears the
 * atom, and the dialog it opened must not go with it. False on the server and at hydration, so both render the
 * same nothing.
 */
export function useAuthDialogsWanted(): boolean {
  const requested = useAtomValue(loginDialogRequestedAtom);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (requested) setWanted(true);
  }, [requested]);
  useEffect(() => whenPageInteractive(() => setWanted(true)), []);
  return wanted || requested;
}
