import { useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Autopay, ShellServices } from 'shared-contracts';
import { FormAlert } from 'shared-ui';
import { useDeleteAutopay } from '@/features/payments/api/delete-autopay';

export interface StopAutopayDialogProps {
  shell: ShellServices;
  open: boolean;
  onClose: () => void;
  onStopped: (autopay: Autopay) => void;
}

/** "Stop autopay?" in the shell's dialog; the focus starts on "Keep autopay", the choice that changes nothing. */
export function StopAutopayDialog({ shell, open, onClose, onStopped }: StopAutopayDialogProps) {
  const { t } = useLingui();
  const keep = useRef<HTMLButtonElement>(null);
  const stop = useDeleteAutopay();
  const { Dialog } = shell;

  const close = () => {
    if (stop.isPending) return;
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
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={t`Stop autopay?`}
      initialFocusRef={keep}
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button ref={keep} type="button" variant="outline" borderColor="brand.700" onClick={close} disabled={stop.isPending}>
            <Trans>Keep autopay</Trans>
          </Button>
          <Button type="button" colorPalette="red" onClick={confirm} loading={stop.isPending} loadingText={t`Stopping…`} disabled={stop.isPending}>
            <Trans>Stop autopay</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Text>
          <Trans>We will no longer take your amount due each month. Remember to make each payment by its due date.</Trans>
        </Text>
        {stop.isError ? (
          <FormAlert title={<Trans>We could not stop autopay</Trans>}>
            <Trans>Please try again in a moment.</Trans>
          </FormAlert>
        ) : null}
      </Stack>
    </Dialog>
  );
}
