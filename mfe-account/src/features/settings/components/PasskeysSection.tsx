import { useState } from 'react';
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasskeyCeremonyError, passkeyRegistrationOptionsRequestSchema, type Locale, type Passkey, type ShellServices } from 'shared-contracts';
import { ConfirmDialog, FormAlert, FormField, ProblemAlert, SecretInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { useDeletePasskey } from '@/features/settings/api/delete-passkey';
import { usePasskeys } from '@/features/settings/api/get-passkeys';
import { addPasskeyMutationOptions } from '@/features/settings/api/post-passkey';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { currentPasswordFieldError } from '@/features/settings/utils/field-messages';
import { formatMoment } from '@/features/settings/utils/format';
import { FormActions } from '@/components/form-actions/FormActions';

/**
 * Passkeys (docs/decisions/052): sign in with the device's fingerprint, face or PIN instead of the password, and
 * without the code on a new device. Each passkey with where it was added, when, and when last used; adding one asks
 * for the current password first; removing one is confirmed in a dialog.
 */
export function PasskeysSection({ shell, locale }: { shell: ShellServices; locale: Locale }) {
  const { t } = useLingui();
  const { heading, status, announce } = useSectionStatus();
  const passkeys = usePasskeys();
  const remove = useDeletePasskey();
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<Passkey | null>(null);
  const nameOf = (passkey: Passkey) => {
    if (passkey.name) return passkey.name;
    const added = formatMoment(passkey.createdAt, locale);
    return t`Passkey added ${added}`;
  };

  const closeDialog = () => {
    remove.reset();
    setTarget(null);
  };
  const confirmRemove = () => {
    if (!target || remove.isPending) return;
    const name = nameOf(target);
    remove.mutate(target.id, {
      onSuccess: () => {
        closeDialog();
        announce(t`The passkey ${name} is removed.`);
      },
    });
  };

  let list;
  if (passkeys.isPending)
    list = (
      <Loading>
        <Trans>Loading your passkeys…</Trans>
      </Loading>
    );
  else if (passkeys.isError) list = <LoadFailure title={<Trans>We could not load your passkeys.</Trans>} onRetry={() => void passkeys.refetch()} />;
  else if (passkeys.data.length === 0)
    list = (
      <Text color="fg.muted">
        <Trans>You have no passkeys yet.</Trans>
      </Text>
    );
  else
    list = (
      <List.Root as="ul" listStyle="none" gap="4" ms="0">
        {passkeys.data.map((passkey) => {
          const name = nameOf(passkey);
          const added = formatMoment(passkey.createdAt, locale);
          const used = passkey.lastUsedAt ? formatMoment(passkey.lastUsedAt, locale) : null;
          return (
            <List.Item key={passkey.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
              <Stack gap="2" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} w="full">
                <Stack gap="1">
                  <Text fontWeight="semibold">{name}</Text>
                  <Text fontSize="sm">
                    <Trans>Added {added}</Trans>
                  </Text>
                  <Text fontSize="sm">{used ? <Trans>Last used {used}</Trans> : <Trans>Not used yet</Trans>}</Text>
                </Stack>
                <Button type="button" variant="outline" colorPalette="red" size="sm" onClick={() => setTarget(passkey)} aria-label={t`Remove passkey ${name}`}>
                  <Trans>Remove</Trans>
                </Button>
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    );

  return (
    <SettingsSection title={<Trans>Passkeys</Trans>} status={status} headingRef={heading}>
      <Text>
        <Trans>
          A passkey signs you in with your device's fingerprint, face or screen lock instead of your password, and no sign-in code is needed on a new
          device. It stays on your device; we never see your fingerprint or face.
        </Trans>
      </Text>
      {list}
      {adding ? (
        <AddPasskeyForm
          onAdded={(added) => {
            const name = nameOf(added);
            announce(t`The passkey ${name} is added. You can sign in with it now.`);
            setAdding(false);
          }}
          onCancel={() => {
            announce('');
            setAdding(false);
          }}
        />
      ) : (
        <HStack>
          <Button type="button" variant="outline" borderColor="brand.700" onClick={() => setAdding(true)}>
            <Trans>Add a passkey</Trans>
          </Button>
        </HStack>
      )}
      <RemovePasskeyDialog
        shell={shell}
        name={target ? nameOf(target) : ''}
        open={target !== null}
        pending={remove.isPending}
        failed={remove.isError}
        onConfirm={confirmRemove}
        onClose={closeDialog}
      />
    </SettingsSection>
  );
}

/** Why the browser made no passkey, in words, with what to do next. The password typed stays in the form. */
function CeremonyAlert({ error }: { error: PasskeyCeremonyError }) {
  if (error.failure === 'cancelled')
    return (
      <FormAlert status="warning" title={<Trans>No passkey was added</Trans>}>
        <Trans>The request was cancelled or timed out. Select Continue to try again.</Trans>
      </FormAlert>
    );
  if (error.failure === 'already-registered')
    return (
      <FormAlert status="info" title={<Trans>This device already has a passkey for your account</Trans>}>
        <Trans>You can sign in with it now. To add another, use a different device or security key.</Trans>
      </FormAlert>
    );
  return (
    <FormAlert title={<Trans>This browser could not make a passkey</Trans>}>
      <Trans>Try again, or use another browser or device. You can always sign in with your password.</Trans>
    </FormAlert>
  );
}

function AddPasskeyForm({ onAdded, onCancel }: { onAdded: (passkey: Passkey) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: passkeyRegistrationOptionsRequestSchema,
    defaultValues: { currentPassword: '' },
    mutation: addPasskeyMutationOptions(),
    onSuccess: (added) => onAdded(added),
  });
  const { register, formState, watch } = form;
  const currentPassword = watch('currentPassword');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Add a passkey`}>
      <Stack gap="5" maxW="xl">
        <FormField
          label={t`Current password`}
          required
          helper={t`For your security, we ask for it before we add a passkey. Your device then asks for your fingerprint, face or screen lock.`}
          error={currentPasswordFieldError(i18n, formState.errors.currentPassword, currentPassword)}
        >
          <SecretInput autoComplete="current-password" toggleLabel={t`Show current password`} {...register('currentPassword')} />
        </FormField>
        {problem instanceof PasskeyCeremonyError ? <CeremonyAlert error={problem} /> : <ProblemAlert problem={problem} />}
        <FormActions submitting={submitting} loadingText={t`Waiting for your device…`} submitLabel={<Trans>Continue</Trans>} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

interface RemovePasskeyDialogProps {
  shell: ShellServices;
  name: string;
  open: boolean;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Remove this passkey?": the focus starts on "Keep passkey", the choice that changes nothing. */
function RemovePasskeyDialog({ shell, name, open, pending, failed, onConfirm, onClose }: RemovePasskeyDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      Dialog={shell.Dialog}
      open={open}
      title={t`Remove this passkey?`}
      keepLabel={<Trans>Keep passkey</Trans>}
      confirmLabel={<Trans>Remove passkey</Trans>}
      pendingLabel={t`Removing…`}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>
        <Trans>
          You will no longer be able to sign in with {name}. Your password still works, and a new device will ask for a sign-in code again.
        </Trans>
      </Text>
      <Text fontSize="sm">
        <Trans>Your device may keep the passkey until you delete it in its settings; it will not work here any more.</Trans>
      </Text>
      {failed ? (
        <FormAlert title={<Trans>We could not remove the passkey</Trans>}>
          <Trans>Please try again in a moment.</Trans>
        </FormAlert>
      ) : null}
    </ConfirmDialog>
  );
}
