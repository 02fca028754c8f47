import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { uiFlagsAtom, type UiFlags } from 'shared-contracts/atoms';

export type PromptFlag = Extract<keyof UiFlags, 'download-app-shown' | 'paperless-shown'>;

/**
 * The app and paperless prompts (spec 3 UI flags 'download-app-shown' and 'paperless-shown'), on the home page
 * and on the account overview. A prompt shows until the customer dismisses it or acts on it; then its flag is
 * set, which uiFlagsAtom keeps in localStorage, so it does not come back in this browser, on either page.
 *
 * The stored flags are read when the atom mounts (atomWithStorage with getOnInit false), after the first
 * render. Nothing shows until then, so a prompt dismissed on an earlier visit never flashes back.
 */
export function usePromptFlags(): { isShown: (flag: PromptFlag) => boolean; markDone: (flag: PromptFlag) => void } {
  // Declared before the effect: React runs effects in order, so the atom has read localStorage by the time
  // `ready` turns true.
  const [flags, setFlags] = useAtom(uiFlagsAtom);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return {
    isShown: (flag) => ready && !flags[flag],
    markDone: (flag) => setFlags({ [flag]: true }),
  };
}
