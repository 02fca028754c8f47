import { useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment, ShellServices } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { DateText, FormAlert, Money } from 'shared-ui';
import { useDeletePayment } from '@/features/payments/api/delete-payment';

export interface CancelPaymentDialogProps {
  shell: ShellServices;
  /** The payment to cancel; the dialog is closed while it is null. */
  payment: Payment | null;
  onClose: () => void;
  onCancelled: (payment: Payment) => void;
}

/**
 * "Cancel this payment?" in the shell's dialog (focus trapped, Escape and back close it). The focus starts on
 * "Keep payment": Enter on an opened dialog must not cancel money by accident. A 409 says the payment is in
 * process; the list behind is refreshed either way.
 */
export function CancelPaymentDialog({ shell, payment, onClose, onCancelled }: CancelPaymentDialogProps) {
  const { t } = useLingui();
  const keep = useRef<HTMLButtonElement>(null);
  const cancel = useDeletePayment();
  const { Dialog } = shell;
  const tooLate = cancel.error ? isApiError(cancel.error) && cancel.error.status === 409 : false;

  const close = () => {
    if (cancel.isPending) return;
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
    <Dialog
      open={payment !== null}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={t`Cancel this payment?`}
      initialFocusRef={keep}
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button ref={keep} type="button" variant="outline" borderColor="brand.700" onClick={close} disabled={cancel.isPending}>
            <Trans>Keep payment</Trans>
          </Button>
          {tooLate ? null : (
            <Button type="button" colorPalette="red" onClick={confirm} loading={cancel.isPending} loadingText={t`Cancelling…`} disabled={cancel.isPending}>
              <Trans>Cancel payment</Trans>
            </Button>
          )}
        </HStack>
      }
    >
      {payment ? (
        <Stack gap="4">
          <Text>
            <Trans>
              The payment of <Money amount={payment.amount} /> on <DateText date={payment.payOn} /> will not be made.
            </Trans>
          </Text>
          {tooLate ? (
            <FormAlert status="warning" title={<Trans>This payment can no longer be cancelled</Trans>}>
              <Trans>It is already being processed.</Trans>
            </FormAlert>
          ) : cancel.isError ? (
            <FormAlert title={<Trans>We could not cancel the payment</Trans>}>
              <Trans>Please try again in a moment.</Trans>
            </FormAlert>
          ) : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
