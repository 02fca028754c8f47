import { useRef, type ComponentType, type ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ShellDialogProps } from 'shared-contracts';

export interface ConfirmDialogProps {
  /** The shell's dialog (`ShellServices.Dialog`): every dialog of the site stacks and closes alike. */
  Dialog: ComponentType<ShellDialogProps>;
  open: boolean;
  title: string;
  /** The choice that changes nothing ("Keep payment"): it holds the focus when the dialog opens. */
  keepLabel: ReactNode;
  /** The choice that acts ("Cancel payment"), drawn as destructive. */
  confirmLabel: ReactNode;
  /** What the confirm button says while the call runs ("Cancelling…"). */
  pendingLabel: string;
  /** A call is running: both buttons wait, and Escape or back does not close the dialog under it. */
  pending: boolean;
  /** False leaves only the keep button (the action is no longer possible, e.g. a payment already in process). */
  canConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the action does, and an alert when it failed. */
  children: ReactNode;
}

/**
 * The one "are you sure?" of the site (cancel a payment, stop autopay, sign a device out, remove a passkey): an
 * alert dialog whose focus starts on the choice that changes nothing, so Enter on an opened dialog never acts by
 * accident (WAI-ARIA alertdialog pattern, spec 2.13's dialogs).
 */
export function ConfirmDialog({
  Dialog,
  open,
  title,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  canConfirm = true,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={title}
      initialFocusRef={keep}
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button ref={keep} type="button" variant="outline" borderColor="brand.700" onClick={close} disabled={pending}>
            {keepLabel}
          </Button>
          {canConfirm ? (
            <Button type="button" colorPalette="red" onClick={onConfirm} loading={pending} loadingText={pendingLabel} disabled={pending}>
              {confirmLabel}
            </Button>
          ) : null}
        </HStack>
      }
    >
      <Stack gap="4">{children}</Stack>
    </Dialog>
  );
}
