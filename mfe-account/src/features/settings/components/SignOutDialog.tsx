import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShellServices } from 'shared-contracts';
import { ConfirmDialog, FormAlert } from 'shared-ui';

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

/** "Sign out this device?" or "Sign out everywhere else?": the focus starts on "Keep signed in". */
export function SignOutDialog({ shell, open, device, pending, failed, onConfirm, onClose }: SignOutDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      Dialog={shell.Dialog}
      open={open}
      title={device ? t`Sign out this device?` : t`Sign out everywhere else?`}
      keepLabel={<Trans>Keep signed in</Trans>}
      confirmLabel={device ? <Trans>Sign out</Trans> : <Trans>Sign out everywhere else</Trans>}
      pendingLabel={t`Signing out…`}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
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
    </ConfirmDialog>
  );
}
