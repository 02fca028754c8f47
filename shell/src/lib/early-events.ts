import { useEffect } from 'react';
import { WINDOW_EVENTS } from 'shared-contracts/core';

/**
 * Tells the page's early script (server/src/web-root/early-events.ts, docs/decisions/059) that React listens
 * now: it stops holding clicks and replays the ones it held. Called from the shell's first commit, after the
 * effects that listen for what a replayed click asks (the login request), so the replay finds them listening.
 */
export function useAnnounceInteractive(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(WINDOW_EVENTS.pageInteractive));
  }, []);
}
