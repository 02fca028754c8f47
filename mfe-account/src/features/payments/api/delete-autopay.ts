import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, autopaySchema, type Autopay } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';
import { storeAutopay } from '@/features/payments/api/put-autopay';

/** `DELETE /api/autopay`: stops autopay; answers the new (not enrolled) state. */
export function deleteAutopay(): Promise<Autopay> {
  return apiRequest(ACCOUNT_MONEY_PATHS.autopay, autopaySchema, { method: 'DELETE' });
}

export const deleteAutopayMutationOptions = () =>
  mutationOptions({
    mutationKey: [...PAYMENTS_QUERY_KEYS.autopay, 'delete'],
    mutationFn: () => deleteAutopay(),
    onSuccess: (autopay, _variables, _result, { client }) => storeAutopay(client, autopay),
  });

export const useDeleteAutopay = () => useMutation(deleteAutopayMutationOptions());
