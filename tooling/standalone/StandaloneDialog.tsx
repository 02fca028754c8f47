// The shell hands remotes its dialog (ShellServices.Dialog); a remote's standalone page uses this plain one.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ShellDialogProps } from 'shared-contracts';

export function StandaloneDialog({ open, onClose, title, children, footer, size = 'md', role = 'dialog' }: ShellDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size as 'md'} role={role}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export const standaloneShell = {
  Dialog: StandaloneDialog,
  track: (event: string, properties?: object) => console.info('[analytics]', event, properties ?? {}),
};
