import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, emailChangeRequestSchema, type Settings } from 'shared-contracts';
import { FormField, ProblemAlert, SecretInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { putEmailMutationOptions } from '@/features/settings/api/put-email';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { currentPasswordFieldError, emailFieldError } from '@/features/settings/utils/field-messages';
import { FormActions } from '@/components/form-actions/FormActions';

const FIELD_ORDER = ['email', 'currentPassword'] as const;

/**
 * The e-mail address: change it with the current password. A link goes to the new address and a notice to the
 * current one; the address changes only when the link is opened, so until then the page says it is waiting.
 */
export function EmailSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const { heading, status, announce } = useSectionStatus();
  const [editing, setEditing] = useState(false);
  const email = settings.email;
  const pending = settings.pendingEmail;

  return (
    <SettingsSection title={<Trans>E-mail address</Trans>} status={status} headingRef={heading}>
      <Text>
        <Trans>
          We send your statements, notices and receipts to <strong>{email}</strong>.
        </Trans>
      </Text>
      {pending ? (
        <Text>
          <Trans>
            We sent a link to <strong>{pending}</strong>. Your address changes when you open it; until then we keep writing to {email}.
          </Trans>
        </Text>
      ) : null}
      {editing ? (
        <EmailForm
          onSaved={(next) => {
            const to = next.pendingEmail ?? '';
            announce(t`We sent a confirmation link to ${to}. Open it to finish the change.`);
            setEditing(false);
          }}
          onCancel={() => {
            announce('');
            setEditing(false);
          }}
        />
      ) : (
        <HStack>
          <Button type="button" variant="outline" borderColor="brand.700" onClick={() => setEditing(true)}>
            <Trans>Change e-mail address</Trans>
          </Button>
        </HStack>
      )}
    </SettingsSection>
  );
}

function EmailForm({ onSaved, onCancel }: { onSaved: (settings: Settings) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: emailChangeRequestSchema,
    defaultValues: { email: '', currentPassword: '' },
    fieldOrder: FIELD_ORDER,
    mutation: putEmailMutationOptions(),
    onSuccess: (answer) => onSaved(answer),
  });
  const { register, formState, watch } = form;
  const values = watch();

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Change e-mail address`}>
      <Stack gap="5" maxW="xl">
        <FormField label={t`New e-mail address`} required error={emailFieldError(i18n, formState.errors.email, values.email)}>
          <Input type="email" autoComplete="email" maxLength={LIMITS.emailMax} {...register('email')} />
        </FormField>
        <FormField
          label={t`Current password`}
          required
          helper={t`For your security, we ask for it before we change your address.`}
          error={currentPasswordFieldError(i18n, formState.errors.currentPassword, values.currentPassword)}
        >
          <SecretInput autoComplete="current-password" toggleLabel={t`Show current password`} {...register('currentPassword')} />
        </FormField>
        <ProblemAlert problem={problem} />
        <FormActions submitting={submitting} loadingText={t`Sending…`} submitLabel={<Trans>Send confirmation link</Trans>} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
