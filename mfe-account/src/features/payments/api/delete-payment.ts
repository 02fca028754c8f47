import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, paymentReceiptSchema, withId, type Payment } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/**
 * A 204 has no body, which the client reads as null. shared-contracts has no "no content" schema yet and apps
 * do not import zod (a second copy in the bundle), so a contract schema made nullable reads it.
 */
const noContentSchema = paymentReceiptSchema.nullable();

/** `DELETE /api/payments/:id` → 204; 409 once the payment is in process and can no longer be cancelled. */
export async function deletePayment(id: number): Promise<void> {
  await apiRequest(withId(ACCOUNT_MONEY_PATHS.payment, id), noContentSchema, { method: 'DELETE' });
}

export const deletePaymentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...PAYMENTS_QUERY_KEYS.payments, 'delete'],
    mutationFn: (id: number) => deletePayment(id),
    // Out of the list at once: the Cancel button the dialog came from is gone before the focus returns.
    onSuccess: (_answer, id, _result, { client }) => {
      client.setQueryData<Payment[]>(PAYMENTS_QUERY_KEYS.payments, (payments) => payments?.filter((payment) => payment.id !== id));
    },
    // After a 409 too: the list then shows the payment as it now stands (in process, not cancellable).
    onSettled: (_answer, _error, _id, _result, { client }) =>
      // The amount due and the history's pending line change with a cancelled payment, like with a new one.
      client.invalidateQueries({ queryKey: QUERY_KEYS.account }),
  });

export const useDeletePayment = () => useMutation(deletePaymentMutationOptions());
