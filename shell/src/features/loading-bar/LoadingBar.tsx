import { useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { pendingLoadsAtom } from 'shared-contracts/atoms';
import { LOADING_BAR } from 'shared-contracts';
import { createLoadingBar, type LoadingBarState } from '@/features/loading-bar/loading-bar-machine';

/** The page-level loading bar of spec 2.15, shown while any page-level load is pending. */
export function LoadingBar() {
  const pending = useAtomValue(pendingLoadsAtom) > 0;
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 });
  const bar = useRef<ReturnType<typeof createLoadingBar> | null>(null);

  useEffect(() => {
    bar.current = createLoadingBar(setState);
    return () => bar.current?.dispose();
  }, []);
  useEffect(() => {
    if (pending) bar.current?.start();
    else bar.current?.finish();
  }, [pending]);

  return (
    <Box
      aria-hidden
      position="fixed"
      top="0"
      left="0"
      height={`${LOADING_BAR.heightPx}px`}
      width={`${state.progress}%`}
      bg="brand.accent"
      opacity={state.visible ? 1 : 0}
      transition={`width 100ms linear, opacity ${LOADING_BAR.hideDelayMs / 2}ms ease`}
      zIndex="toast"
      pointerEvents="none"
    />
  );
}
