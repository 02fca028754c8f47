import { QUERY_KEYS } from 'shared-contracts';

/**
 * The keys of this feature's reads. Each starts with QUERY_KEYS.account, so the shell drops them at sign-out
 * with the rest of the borrower's data and the next person at the browser never sees them.
 */
export const MESSAGING_QUERY_KEYS = {
  threads: [...QUERY_KEYS.account, 'messages'],
  thread: (id: number) => [...QUERY_KEYS.account, 'messages', id] as const,
} as const;
