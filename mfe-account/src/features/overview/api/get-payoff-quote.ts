import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, payoffQuoteSchema, type PayoffQuote } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { OVERVIEW_QUERY_KEYS } from '@/features/overview/api/query-keys';

/**
 * `GET /api/payoff-quote?goodThrough=YYYY-MM-DD`: what pays the loan off if it reaches us by that day, and the
 * interest each further day adds. The server takes today up to PAYMENT_RULES.payoffMaxDaysAhead days ahead.
 */
export function getPayoffQuote(goodThrough: string, { signal }: { signal?: AbortSignal } = {}): Promise<PayoffQuote> {
  return apiGet(ACCOUNT_MONEY_PATHS.payoffQuote, payoffQuoteSchema, { query: { goodThrough }, signal });
}

export const payoffQuoteQueryOptions = (goodThrough: string) =>
  queryOptions({
    queryKey: [...OVERVIEW_QUERY_KEYS.payoffQuote, goodThrough],
    queryFn: ({ signal }) => getPayoffQuote(goodThrough, { signal }),
  });

export const usePayoffQuote = (goodThrough: string) => useQuery(payoffQuoteQueryOptions(goodThrough));
