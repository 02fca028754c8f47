import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, paymentMethodSchema, type NewPaymentMethod, type PaymentMethod } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/**
 * `POST /api/payment-methods` → 201 with the saved account (last four only); 400 names the refused fields.
 * The body holds the full account number: it is never kept outside the form's memory.
 */
export function postPaymentMethod(request: NewPaymentMethod): Promise<PaymentMethod> {
  return apiPost(ACCOUNT_MONEY_PATHS.paymentMethods, request, paymentMethodSchema);
}

export const postPaymentMethodMutationOptions = () =>
  mutationOptions({
    mutationKey: [...PAYMENTS_QUERY_KEYS.paymentMethods, 'post'],
    mutationFn: (request: NewPaymentMethod) => postPaymentMethod(request),
    onSuccess: async (method, _request, _result, { client }) => {
      // The new account must be in the list at once: the payment selects it before any refetch answers.
      client.setQueryData<PaymentMethod[]>(PAYMENTS_QUERY_KEYS.paymentMethods, (methods = []) => [
        ...methods.filter((existing) => existing.id !== method.id),
        method,
      ]);
      await client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEYS.paymentMethods });
    },
  });

export const usePostPaymentMethod = () => useMutation(postPaymentMethodMutationOptions());
