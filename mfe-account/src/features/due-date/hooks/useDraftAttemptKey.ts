import { useMemo } from 'react';
import type { DueDateDraft } from 'shared-contracts/atoms';

const STORAGE_KEY = 'due-date-attempt';

/**
 * The Idempotency-Key of one draft: made once, the same for a double click, a retry and a reload of the
 * confirmation page (kept beside the draft in session storage), and new for a draft with other contents. The
 * server then makes one change per draft however often Confirm reaches it. Empty while there is no draft.
 */
export function useDraftAttemptKey(draft: DueDateDraft): string {
  const fingerprint = draft.dueDate === '' ? null : JSON.stringify([draft.oldDueDate, draft.dueDate, draft.reason, draft.otherReason]);
  return useMemo(() => {
    // No draft (or not read from storage yet): nothing to send, and the stored key of the real draft stays.
    if (fingerprint === null) return '';
    const stored = readStored();
    if (stored?.fingerprint === fingerprint) return stored.key;
    const key = crypto.randomUUID();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ fingerprint, key }));
    } catch {
      // Storage full or refused: the key still holds for this page's life.
    }
    return key;
  }, [fingerprint]);
}

function readStored(): { fingerprint: string; key: string } | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { fingerprint, key } = value as Record<string, unknown>;
    return typeof fingerprint === 'string' && typeof key === 'string' ? { fingerprint, key } : null;
  } catch {
    return null;
  }
}
