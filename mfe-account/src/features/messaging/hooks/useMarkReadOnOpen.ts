import { useEffect, useRef } from 'react';
import { usePostRead } from '@/features/messaging/api/post-read';

/**
 * Marks an unread thread read once it is shown (`POST /api/messages/:id/read`; reading it never does on the
 * server). Once per opened thread, whatever re-renders or refetches happen while it stays open.
 */
export function useMarkReadOnOpen(threadId: number, unread: boolean | undefined) {
  const { mutate } = usePostRead();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (unread !== true || marked.current === threadId) return;
    marked.current = threadId;
    mutate(threadId);
  }, [threadId, unread, mutate]);
}
