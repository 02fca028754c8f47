import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { pendingLoadsAtom } from 'shared-contracts/atoms';
import { css } from 'styled-system/css';

// Build-time styles (docs/decisions/060): a Suspense fallback draws before any lazily loaded code.
const visuallyHidden = css({ srOnly: true });

/** A page-level load in progress: drives the loading bar while mounted (Suspense fallback). */
export function PendingLoad({ minHeight = '50vh' }: { minHeight?: string }) {
  const setPending = useSetAtom(pendingLoadsAtom);
  useEffect(() => {
    setPending((count) => count + 1);
    return () => setPending((count) => Math.max(0, count - 1));
  }, [setPending]);
  return (
    // The height is the caller's (any CSS length), so it is inline.
    <div style={{ minHeight }} role="status" aria-live="polite">
      <div className={visuallyHidden}>
        <Trans>Loading…</Trans>
      </div>
    </div>
  );
}
