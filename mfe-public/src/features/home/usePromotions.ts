import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { uiFlagsAtom, type UiFlags } from 'shared-contracts/atoms';

export type PromotionFlag = Extract<keyof UiFlags, 'download-app-shown' | 'paperless-shown'>;

/**
 * The home page's promotions (spec 3 UI flags 'download-app-shown' and 'paperless-shown'). A promotion shows
 * until the visitor dismisses it or acts on it; then its flag is set, which uiFlagsAtom keeps in localStorage,
 * so it does not come back on the next visit.
 *
 * The stored flags are read when the atom mounts (atomWithStorage with getOnInit false), after the first
 * render. Nothing shows until then, so a visitor who dismissed a promotion never sees it flash back.
 */
export function usePromotions(): { isShown: (flag: PromotionFlag) => boolean; markDone: (flag: PromotionFlag) => void } {
  // Declared before the effect below: React runs effects in order, so the atom's subscription (which reads
  // localStorage) has run by the time `ready` turns true.
  const [flags, setFlags] = useAtom(uiFlagsAtom);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return {
    isShown: (flag) => ready && !flags[flag],
    markDone: (flag) => setFlags({ [flag]: true }),
  };
}
