import { useState } from 'react';
import { CloseButton, Dialog, HStack, IconButton, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Maximize2, Minimize2 } from 'lucide-react';
import type { ShellDialogProps } from 'shared-contracts';
import { useCloseOnBack } from '@/hooks/useCloseOnBack';

export type AppDialogProps = ShellDialogProps;

/**
 * The one dialog of the site: focus trapped and restored, Escape and the close button close it, stacking is
 * stepped per open dialog (Chakra's layer index), and browser back closes it. Remotes get it as
 * `shell.Dialog`. Sizes xm and smc are added to Chakra's dialog recipe in app/system.ts.
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  allowFullscreen = false,
  closeOnBack = true,
  role = 'dialog',
  initialFocusRef,
}: AppDialogProps) {
  const { t } = useLingui();
  const [fullscreen, setFullscreen] = useState(false);
  // Open, or closing (its exit animation still playing). Closed, the dialog renders only its root: Chakra's
  // lazyMount leaves the content out, but the backdrop and positioner would still render, hydrate and update
  // once more after mount, for every dialog of every page.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  useCloseOnBack(open, onClose, closeOnBack);

  // Chakra's recipe types list only its own sizes; xm and smc exist through the theme extension.
  const effectiveSize = (fullscreen ? 'full' : size) as 'md';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={effectiveSize}
      role={role}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onExitComplete={() => {
        setFullscreen(false);
        setPresent(false);
      }}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
    >
      {present ? (
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header pe="24">
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <HStack position="absolute" top="2" insetEnd="2" gap="1">
                {allowFullscreen ? (
                  <IconButton
                    variant="ghost"
                    size="sm"
                    aria-pressed={fullscreen}
                    aria-label={fullscreen ? t`Exit full screen` : t`Full screen`}
                    onClick={() => setFullscreen((value) => !value)}
                  >
                    {fullscreen ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
                  </IconButton>
                ) : null}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t`Close`} />
                </Dialog.CloseTrigger>
              </HStack>
              <Dialog.Body>{children}</Dialog.Body>
              {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      ) : null}
    </Dialog.Root>
  );
}
