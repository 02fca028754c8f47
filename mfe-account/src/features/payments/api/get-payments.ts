import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, paymentsResponseSchema, type Payment } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/** `GET /api/payments`: scheduled, pending and recently posted payments, newest first. */
export function getPayments({ signal }: { signal?: AbortSignal } = {}): Promise<Payment[]> {
  return apiGet(ACCOUNT_MONEY_PATHS.payments, paymentsResponseSchema, { signal });
}

export const paymentsQueryOptions = () => queryOptions({ queryKey: PAYMENTS_QUERY_KEYS.payments, queryFn: ({ signal }) => getPayments({ signal }) });

/** The payments still to come (scheduled, or pending today), soonest first: the ones a customer may cancel. */
export const upcomingPayments = (payments: Payment[]): Payment[] =>
  payments.filter((payment) => payment.status === 'scheduled' || payment.status === 'pending').sort((a, b) => a.payOn.localeCompare(b.payOn));

export const useUpcomingPayments = () => useQuery({ ...paymentsQueryOptions(), select: upcomingPayments });
