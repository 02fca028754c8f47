import { QUERY_KEYS } from 'shared-contracts';

/**
 * The keys of this feature's reads. Each starts with QUERY_KEYS.account, so the shell drops them at sign-out
 * with the rest of the borrower's data.
 */
export const SETTINGS_QUERY_KEYS = {
  settings: [...QUERY_KEYS.account, 'settings'],
  sessions: [...QUERY_KEYS.account, 'sessions'],
  signInActivity: [...QUERY_KEYS.account, 'sign-in-activity'],
  passkeys: [...QUERY_KEYS.account, 'passkeys'],
  reminders: [...QUERY_KEYS.account, 'reminders'],
} as const;
