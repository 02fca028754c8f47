import { QUERY_KEYS } from 'shared-contracts';

/**
 * The keys of this feature's reads. Each starts with QUERY_KEYS.account, so the shell drops them at sign-out
 * with the rest of the borrower's data and the next person at the browser never sees them.
 */
export const PAYMENTS_QUERY_KEYS = {
  paymentMethods: [...QUERY_KEYS.account, 'payment-methods'],
  payments: [...QUERY_KEYS.account, 'payments'],
  autopay: [...QUERY_KEYS.account, 'autopay'],
} as const;
