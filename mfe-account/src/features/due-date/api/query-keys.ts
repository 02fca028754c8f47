import { QUERY_KEYS } from 'shared-contracts';

/**
 * The keys of this feature's reads. Each starts with QUERY_KEYS.account, so the shell drops them at sign-out
 * with the rest of the borrower's data.
 */
export const DUE_DATE_QUERY_KEYS = {
  options: [...QUERY_KEYS.account, 'due-date-options'],
} as const;
