import { useEffect, useRef } from 'react';

let openDepth = 0;
/** The history entry of a dialog that just closed, until its Back runs (next task). */
let pendingBack: { depth: number; timer: ReturnType<typeof setTimeout> } | null = null;

interface DialogHistoryState {
  dialogDepth?: number;
}

const currentDepth = () => (window.history.state as DialogHistoryState | null)?.dialogDepth ?? 0;

/**
 * Spec 2.13: a dialog closes on browser back. Opening pushes a history entry for the same URL (keeping the
 * router's own state), Back pops it and closes the dialog without leaving the page; closing by button or
 * Escape removes the entry again. Stacked dialogs close one per Back.
 *
 * When one dialog closes and another opens in the same commit (the login form's "Forgot username?" link),
 * the new dialog takes over the closing one's entry: React runs the closing cleanup first, which only
 * schedules its Back, and the opening effect cancels it. An immediate Back would land after the new push
 * and close the new dialog.
 */
export function useCloseOnBack(open: boolean, onClose: () => void, enabled = true): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || !enabled) return undefined;
    let depth: number;
    if (pendingBack && currentDepth() === pendingBack.depth) {
      clearTimeout(pendingBack.timer);
      depth = pendingBack.depth;
      pendingBack = null;
      openDepth = depth;
    } else {
      openDepth += 1;
      depth = openDepth;
      window.history.pushState({ ...(window.history.state as object | null), dialogDepth: depth }, '');
    }
    let closedByBack = false;
    const onPopState = () => {
      if (currentDepth() < depth) {
        closedByBack = true;
        onCloseRef.current();
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      openDepth = Math.max(0, depth - 1);
      if (closedByBack || currentDepth() !== depth) return;
      const timer = setTimeout(() => {
        pendingBack = null;
        if (currentDepth() === depth) window.history.back();
      }, 0);
      pendingBack = { depth, timer };
    };
  }, [open, enabled]);
}
