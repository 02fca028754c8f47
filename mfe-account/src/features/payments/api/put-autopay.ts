import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, autopaySchema, type Autopay, type AutopayRequest } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/** `PUT /api/autopay`: enrols, or changes the account or the draft day; answers the new state. */
export function putAutopay(request: AutopayRequest): Promise<Autopay> {
  return apiRequest(ACCOUNT_MONEY_PATHS.autopay, autopaySchema, { method: 'PUT', body: request });
}

/** The answer is the new state; the account details carry the autopay flag (F0410) that other pages show. */
export async function storeAutopay(client: QueryClient, autopay: Autopay): Promise<void> {
  client.setQueryData(PAYMENTS_QUERY_KEYS.autopay, autopay);
  await client.invalidateQueries({ queryKey: QUERY_KEYS.accountDetails });
}

export const putAutopayMutationOptions = () =>
  mutationOptions({
    mutationKey: [...PAYMENTS_QUERY_KEYS.autopay, 'put'],
    mutationFn: (request: AutopayRequest) => putAutopay(request),
    onSuccess: (autopay, _request, _result, { client }) => storeAutopay(client, autopay),
  });

export const usePutAutopay = () => useMutation(putAutopayMutationOptions());
