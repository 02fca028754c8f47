/** Longest wait for the pending Back of a dialog that just closed (it normally lands within milliseconds). */
export const HISTORY_SETTLE_MS = 500;

const onDialogHistoryEntry = () => {
  const depth = (window.history.state as { dialogDepth?: unknown } | null)?.dialogDepth;
  return typeof depth === 'number' && depth > 0;
};

/**
 * Runs `callback` once the current history entry is not a dialog's one any more: at once, or after the
 * popstate of the pending Back (at most HISTORY_SETTLE_MS). Used to edit the URL after a dialog closed
 * without the edit landing on the dialog's own history entry.
 */
export function whenHistorySettles(callback: () => void): void {
  if (!onDialogHistoryEntry()) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', finish);
    window.clearTimeout(timer);
    callback();
  };
  const timer = window.setTimeout(finish, HISTORY_SETTLE_MS);
  window.addEventListener('popstate', finish);
}
