import { useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShellServices } from 'shared-contracts';
import { FormAlert } from 'shared-ui';

export interface SignOutDialogProps {
  shell: ShellServices;
  open: boolean;
  /** One device ("Chrome 131 on Windows 10") or, when absent, every other device. */
  device?: string;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Sign out this device?" or "Sign out everywhere else?" in the shell's dialog (focus trapped, Escape closes
 * it). The focus starts on "Keep signed in", the choice that changes nothing.
 */
export function SignOutDialog({ shell, open, device, pending, failed, onConfirm, onClose }: SignOutDialogProps) {
  const { t } = useLingui();
  const keep = useRef<HTMLButtonElement>(null);
  const { Dialog } = shell;
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={device ? t`Sign out this device?` : t`Sign out everywhere else?`}
      initialFocusRef={keep}
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button ref={keep} type="button" variant="outline" borderColor="brand.700" onClick={close} disabled={pending}>
            <Trans>Keep signed in</Trans>
          </Button>
          <Button type="button" colorPalette="red" onClick={onConfirm} loading={pending} loadingText={t`Signing out…`} disabled={pending}>
            {device ? <Trans>Sign out</Trans> : <Trans>Sign out everywhere else</Trans>}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Text>
          {device ? (
            <Trans>{device} will be signed out at once. Anyone using it will need your password to sign in again.</Trans>
          ) : (
            <Trans>Every other browser and device signed in to your account will be signed out at once. This one stays signed in.</Trans>
          )}
        </Text>
        {failed ? (
          <FormAlert title={<Trans>We could not sign it out</Trans>}>
            <Trans>Please try again in a moment.</Trans>
          </FormAlert>
        ) : null}
      </Stack>
    </Dialog>
  );
}
