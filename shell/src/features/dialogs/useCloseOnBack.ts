import { useEffect, useRef } from 'react';

let openDepth = 0;

interface DialogHistoryState {
  dialogDepth?: number;
}

const currentDepth = () => (window.history.state as DialogHistoryState | null)?.dialogDepth ?? 0;

/**
 * Spec 2.13: a dialog closes on browser back. Opening pushes a history entry for the same URL (keeping the
 * router's own state), Back pops it and closes the dialog without leaving the page; closing by button or
 * Escape removes the entry again. Stacked dialogs close one per Back.
 */
export function useCloseOnBack(open: boolean, onClose: () => void, enabled = true): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || !enabled) return undefined;
    openDepth += 1;
    const depth = openDepth;
    window.history.pushState({ ...(window.history.state as object | null), dialogDepth: depth }, '');
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
      if (!closedByBack && currentDepth() === depth) window.history.back();
    };
  }, [open, enabled]);
}
