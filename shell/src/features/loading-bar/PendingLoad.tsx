import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { pendingLoadsAtom } from 'shared-contracts/atoms';

/** A page-level load in progress: drives the loading bar while mounted (Suspense fallback). */
export function PendingLoad({ minHeight = '50vh' }: { minHeight?: string }) {
  const setPending = useSetAtom(pendingLoadsAtom);
  useEffect(() => {
    setPending((count) => count + 1);
    return () => setPending((count) => Math.max(0, count - 1));
  }, [setPending]);
  return (
    <Box minH={minHeight} role="status" aria-live="polite">
      <Box srOnly>
        <Trans>Loading…</Trans>
      </Box>
    </Box>
  );
}
