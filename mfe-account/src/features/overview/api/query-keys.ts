import { QUERY_KEYS } from 'shared-contracts';

/**
 * The keys of this feature's reads. Each starts with QUERY_KEYS.account, so the shell drops them at sign-out
 * with the rest of the borrower's data, and a payment (which invalidates QUERY_KEYS.account) refreshes them.
 */
export const OVERVIEW_QUERY_KEYS = {
  payoffQuote: [...QUERY_KEYS.account, 'payoff-quote'],
  lastPayment: [...QUERY_KEYS.account, 'history', 'last-payment'],
  notices: [...QUERY_KEYS.account, 'notices'],
} as const;
