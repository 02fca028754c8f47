import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, paymentReceiptSchema, type NewPayment, type PaymentReceipt } from 'shared-contracts';
import { ApiError, apiPost } from 'shared-contracts/api-client';
import { PAYMENTS_QUERY_KEYS } from '@/features/payments/api/query-keys';

/**
 * `POST /api/payments` with the Idempotency-Key of this intended payment (docs/decisions/018): the server makes
 * one payment per key, answers a repeat with the first receipt, and refuses the key with another body (422).
 */
export function postPayment(payment: NewPayment, idempotencyKey: string): Promise<PaymentReceipt> {
  return apiPost(ACCOUNT_MONEY_PATHS.payments, payment, paymentReceiptSchema, { idempotencyKey });
}

export interface PaymentAttempt {
  /** One per intended payment (`useAttemptId`): the same for a double click and every retry. */
  idempotencyKey: string;
  /**
   * True while the customer answered "pay again" to the duplicate question (docs/decisions/051): the payment is
   * sent with `confirmDuplicate`. Read when the call is made, so one form sends either.
   */
  confirmsDuplicate?: () => boolean;
  /** Told of every failure, with the payment sent, before the form shows it: a refused field sends the customer to its step. */
  onError?: (error: Error, payment: NewPayment) => void;
}

export const postPaymentMutationOptions = ({ idempotencyKey, confirmsDuplicate, onError }: PaymentAttempt) =>
  mutationOptions({
    mutationKey: [...PAYMENTS_QUERY_KEYS.payments, 'post'],
    mutationFn: (payment: NewPayment) => postPayment(confirmsDuplicate?.() ? { ...payment, confirmDuplicate: true } : payment, idempotencyKey),
    // A payment never retries by itself: the customer decides, and the key keeps any retry to one payment.
    retry: false,
    onSuccess: (_receipt, _payment, _result, { client }) =>
      // Everything of the borrower moves with a payment: the amount due, the scheduled list, and the pending
      // line of the history page the confirmation links to, which must not show its cached copy.
      client.invalidateQueries({ queryKey: QUERY_KEYS.account }),
    onError: async (error, payment, _result, { client }) => {
      onError?.(error, payment);
      if (!(error instanceof ApiError)) return;
      // 422: an earlier attempt with this key did make a payment, or one like it was made minutes ago (in another
      // tab too): either belongs in the payments list now, where the review step finds the earlier one.
      if (error.status === 422) await client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEYS.payments });
      // The account was removed meanwhile (another tab): the list the customer chooses from again must not offer it.
      if (error.status === 400 && Object.hasOwn(error.fields, 'paymentMethodId')) await client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEYS.paymentMethods });
    },
  });

export const usePostPayment = (attempt: PaymentAttempt) => useMutation(postPaymentMutationOptions(attempt));
