import { useEffect } from 'react';
import { useStore } from 'jotai';
import { POST_LOAD_PREFETCH_DELAY_MS } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { afterPageLoad } from '@/lib/page-ready';
import { prefetchRemotes, prefetchTargets } from '@/features/prefetch/post-load-prefetch';

/**
 * Spec 9: POST_LOAD_PREFETCH_DELAY_MS (one second) after the page's load event, prefetch the remotes the
 * visitor likely needs next, chosen by whether they are signed in at that moment. Once per page load.
 */
export function usePostLoadPrefetch(): void {
  const store = useStore();
  useEffect(
    () => afterPageLoad(POST_LOAD_PREFETCH_DELAY_MS, () => void prefetchRemotes(prefetchTargets(store.get(authenticatedAtom)))),
    [store],
  );
}
