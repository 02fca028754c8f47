import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment, ShellServices } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { ConfirmDialog, DateText, FormAlert, Money } from 'shared-ui';
import { useDeletePayment } from '@/features/payments/api/delete-payment';

export interface CancelPaymentDialogProps {
  shell: ShellServices;
  /** The payment to cancel; the dialog is closed while it is null. */
  payment: Payment | null;
  onClose: () => void;
  onCancelled: (payment: Payment) => void;
}

/**
 * "Cancel this payment?": the focus starts on "Keep payment", so Enter on an opened dialog cannot cancel money by
 * accident. A 409 says the payment is in process (and leaves only "Keep payment"); the list behind is refreshed
 * either way.
 */
export function CancelPaymentDialog({ shell, payment, onClose, onCancelled }: CancelPaymentDialogProps) {
  const { t } = useLingui();
  const cancel = useDeletePayment();
  const tooLate = cancel.error ? isApiError(cancel.error) && cancel.error.status === 409 : false;

  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!payment || cancel.isPending) return;
    cancel.mutate(payment.id, {
      onSuccess: () => {
        cancel.reset();
        onCancelled(payment);
      },
    });
  };

  return (
    <ConfirmDialog
      Dialog={shell.Dialog}
      open={payment !== null}
      title={t`Cancel this payment?`}
      keepLabel={<Trans>Keep payment</Trans>}
      confirmLabel={<Trans>Cancel payment</Trans>}
      pendingLabel={t`Cancelling…`}
      pending={cancel.isPending}
      canConfirm={!tooLate}
      onConfirm={confirm}
      onClose={close}
    >
      {payment ? (
        <Text>
          <Trans>
            The payment of <Money amount={payment.amount} /> on <DateText date={payment.payOn} /> will not be made.
          </Trans>
        </Text>
      ) : null}
      {tooLate ? (
        <FormAlert status="warning" title={<Trans>This payment can no longer be cancelled</Trans>}>
          <Trans>It is already being processed.</Trans>
        </FormAlert>
      ) : cancel.isError ? (
        <FormAlert title={<Trans>We could not cancel the payment</Trans>}>
          <Trans>Please try again in a moment.</Trans>
        </FormAlert>
      ) : null}
    </ConfirmDialog>
  );
}
