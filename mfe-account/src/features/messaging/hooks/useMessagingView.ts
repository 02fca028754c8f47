import { useSearchParams } from 'react-router-dom';

/** What the page shows: the list, one thread (`?thread=ID`) or the new-message form (`?new=1`). */
export type MessagingView = { kind: 'list' } | { kind: 'thread'; threadId: number } | { kind: 'new' };

const THREAD_ID = /^[1-9]\d{0,9}$/;

export function readMessagingView(params: URLSearchParams): MessagingView {
  const thread = params.get('thread');
  if (thread !== null && THREAD_ID.test(thread)) return { kind: 'thread', threadId: Number(thread) };
  if (params.get('new') === '1') return { kind: 'new' };
  return { kind: 'list' };
}

/**
 * The open thread and the new-message form live in the URL's query string, so a thread can be linked to, and Back
 * returns from a thread or the form to the list.
 */
export function useMessagingView() {
  const [params, setParams] = useSearchParams();
  const view = readMessagingView(params);
  return {
    view,
    showList: () => setParams({}),
    showThread: (threadId: number, options: { replace?: boolean } = {}) => setParams({ thread: String(threadId) }, options),
    showNewMessage: () => setParams({ new: '1' }),
  };
}
