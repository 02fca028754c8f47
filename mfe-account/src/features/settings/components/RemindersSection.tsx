import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { REMINDER_DAYS_BEFORE, paymentRemindersSchema, type PaymentReminders, type Settings } from 'shared-contracts';
import { FormField, ProblemAlert, SelectInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { putRemindersMutationOptions, useReminders } from '@/features/settings/api/reminders';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { reminderTextFieldError } from '@/features/settings/utils/field-messages';
import { FormActions } from '@/components/form-actions/FormActions';

/**
 * Payment reminders (docs/decisions/057): by e-mail and/or text message, 3 or 5 days before the due date; off until
 * the borrower turns them on. A reminder never goes for a due date already paid. Texts need the confirmed mobile
 * number of the section above, as on the server.
 */
export function RemindersSection({ settings }: { settings: Settings }) {
  const reminders = useReminders();
  const { heading, status, announce } = useSectionStatus();
  let body;
  if (reminders.isPending)
    body = (
      <Loading>
        <Trans>Loading your payment reminders…</Trans>
      </Loading>
    );
  else if (reminders.isError) body = <LoadFailure title={<Trans>We could not load your payment reminders.</Trans>} onRetry={() => void reminders.refetch()} />;
  else body = <RemindersForm saved={reminders.data} hasPhone={settings.phone !== null} onSaved={(message) => announce(message, { focus: false })} />;
  return (
    <SettingsSection title={<Trans>Payment reminders</Trans>} status={status} headingRef={heading}>
      {body}
    </SettingsSection>
  );
}

function RemindersSummary({ saved }: { saved: PaymentReminders }) {
  const days = saved.daysBefore;
  if (saved.email && saved.sms) return <Trans>On: by e-mail and text message, {days} days before each due date.</Trans>;
  if (saved.email) return <Trans>On: by e-mail, {days} days before each due date.</Trans>;
  if (saved.sms) return <Trans>On: by text message, {days} days before each due date.</Trans>;
  return <Trans>Off: we do not send payment reminders.</Trans>;
}

function RemindersForm({ saved, hasPhone, onSaved }: { saved: PaymentReminders; hasPhone: boolean; onSaved: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: paymentRemindersSchema,
    defaultValues: saved,
    fieldOrder: ['email', 'sms', 'daysBefore'],
    mutation: putRemindersMutationOptions(),
    onSuccess: () => onSaved(t`Your payment reminders are saved.`),
  });
  const smsError = reminderTextFieldError(i18n, form.formState.errors.sms);
  const smsErrorId = 'settings-reminder-sms-error';
  const smsHintId = 'settings-reminder-sms-hint';
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">
        <RemindersSummary saved={saved} />
      </Text>
      <Text>
        <Trans>We never send a reminder for a payment you have already made or scheduled.</Trans>
      </Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Payment reminders`}>
        <Stack gap="5" maxW="md">
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium">
              <Trans>Remind me by</Trans>
            </Fieldset.Legend>
            <Stack gap="3" mt="2">
              <Controller
                control={form.control}
                name="email"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={({ checked }) => field.onChange(checked === true)}>
                    <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>E-mail</Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              <Controller
                control={form.control}
                name="sms"
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value}
                    onCheckedChange={({ checked }) => field.onChange(checked === true)}
                    disabled={!hasPhone && !field.value}
                    invalid={Boolean(smsError)}
                  >
                    <Checkbox.HiddenInput
                      ref={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                      aria-describedby={[hasPhone ? null : smsHintId, smsError ? smsErrorId : null].filter(Boolean).join(' ') || undefined}
                    />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>Text message</Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              {hasPhone ? null : (
                <Text id={smsHintId} fontSize="sm" color="fg.muted">
                  <Trans>Text reminders need a confirmed mobile number: add one under Mobile phone and text alerts.</Trans>
                </Text>
              )}
              {smsError ? (
                <Text id={smsErrorId} color="red.700" fontSize="sm">
                  {smsError}
                </Text>
              ) : null}
            </Stack>
          </Fieldset.Root>
          <FormField label={t`When`}>
            <Controller
              control={form.control}
              name="daysBefore"
              render={({ field }) => (
                <SelectInput
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  options={REMINDER_DAYS_BEFORE.map((days) => ({ value: String(days), label: t`${days} days before the due date` }))}
                />
              )}
            />
          </FormField>
          <ProblemAlert problem={problem} />
          <FormActions submitting={submitting} loadingText={t`Saving…`} submitLabel={<Trans>Save reminders</Trans>} />
        </Stack>
      </form>
    </Stack>
  );
}
