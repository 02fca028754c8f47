import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { pendingLoadsAtom } from 'shared-contracts/atoms';
import { LOADING_BAR } from 'shared-contracts/core';
import { css } from 'styled-system/css';
import { createLoadingBar, type LoadingBarState } from '@/features/loading-bar/loading-bar-machine';

// Build-time styles (docs/decisions/060); the bar's width and opacity change as it runs, so they are inline.
const bar = css({ position: 'fixed', top: '0', left: '0', bg: 'brand.accent', zIndex: 'toast', pointerEvents: 'none' });

/** The page-level loading bar of spec 2.15, shown while any page-level load is pending. */
export function LoadingBar() {
  const pending = useAtomValue(pendingLoadsAtom) > 0;
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 });
  const machine = useRef<ReturnType<typeof createLoadingBar> | null>(null);

  useEffect(() => {
    machine.current = createLoadingBar(setState);
    return () => machine.current?.dispose();
  }, []);
  useEffect(() => {
    if (pending) machine.current?.start();
    else machine.current?.finish();
  }, [pending]);

  return (
    <div
      aria-hidden
      className={bar}
      style={{
        height: `${LOADING_BAR.heightPx}px`,
        width: `${state.progress}%`,
        opacity: state.visible ? 1 : 0,
        transition: `width 100ms linear, opacity ${LOADING_BAR.hideDelayMs / 2}ms ease`,
      }}
    />
  );
}
