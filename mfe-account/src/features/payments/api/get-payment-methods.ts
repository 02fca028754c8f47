import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, paymentMethodsResponseSchema, type PaymentMethod } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/** `GET /api/payment-methods`: the loan's saved bank accounts, each with its last four digits only. */
export function getPaymentMethods({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentMethod[]> {
  return apiGet(ACCOUNT_MONEY_PATHS.paymentMethods, paymentMethodsResponseSchema, { signal });
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: PAYMENTS_QUERY_KEYS.paymentMethods, queryFn: ({ signal }) => getPaymentMethods({ signal }) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
