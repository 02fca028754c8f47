import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Autopay, ShellServices } from 'shared-contracts';
import { ConfirmDialog, FormAlert } from 'shared-ui';
import { useDeleteAutopay } from '@/features/payments/api/delete-autopay';

export interface StopAutopayDialogProps {
  shell: ShellServices;
  open: boolean;
  onClose: () => void;
  onStopped: (autopay: Autopay) => void;
}

/** "Stop autopay?": the focus starts on "Keep autopay", the choice that changes nothing. */
export function StopAutopayDialog({ shell, open, onClose, onStopped }: StopAutopayDialogProps) {
  const { t } = useLingui();
  const stop = useDeleteAutopay();

  const close = () => {
    stop.reset();
    onClose();
  };
  const confirm = () => {
    if (stop.isPending) return;
    stop.mutate(undefined, {
      onSuccess: (autopay) => {
        stop.reset();
        onStopped(autopay);
      },
    });
  };

  return (
    <ConfirmDialog
      Dialog={shell.Dialog}
      open={open}
      title={t`Stop autopay?`}
      keepLabel={<Trans>Keep autopay</Trans>}
      confirmLabel={<Trans>Stop autopay</Trans>}
      pendingLabel={t`Stopping…`}
      pending={stop.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>
        <Trans>We will no longer take your amount due each month. Remember to make each payment by its due date.</Trans>
      </Text>
      {stop.isError ? (
        <FormAlert title={<Trans>We could not stop autopay</Trans>}>
          <Trans>Please try again in a moment.</Trans>
        </FormAlert>
      ) : null}
    </ConfirmDialog>
  );
}
