import { useEffect, type MouseEvent } from 'react';
import { useStore } from 'jotai';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';

/*
 * shared-ui's `useLeavingSiteLink`, here so a page drawn at build time does not import shared-ui's main entry, which
 * brings Chakra's components with it (docs/decisions/060). Same atoms (shared singletons the shell's leaving-site
 * dialog watches), same behaviour; keep the two alike.
 */

/**
 * A link that leaves the site through the shell's leaving-site warning (spec 4.6). Answers the link's click
 * handler: it stores the address (and the optional callback run after Continue) unless a link is already pending,
 * in which case the link works as a plain new-tab link. A link removed while its address is the pending one clears
 * the pending link. `enabled: false` (a mailto: address) leaves the click alone.
 */
export function useLeavingSiteLink(href: string, options: { onContinue?: () => void; enabled?: boolean } = {}) {
  const { onContinue, enabled = true } = options;
  const store = useStore();

  useEffect(
    () => () => {
      if (enabled && store.get(pendingLinkUrlAtom) === href) {
        store.set(pendingLinkUrlAtom, '');
        store.set(pendingLinkCallbackAtom, null);
      }
    },
    [enabled, href, store],
  );

  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!enabled || store.get(pendingLinkUrlAtom) !== '' || store.get(pendingLinkCallbackAtom) !== null) return;
    event.preventDefault();
    store.set(pendingLinkUrlAtom, href);
    // A function given to a jotai setter is an updater: wrap it to store the callback itself.
    if (onContinue) store.set(pendingLinkCallbackAtom, () => onContinue);
  };
}
