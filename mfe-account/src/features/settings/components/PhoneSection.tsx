import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CODE_MASK,
  PHONE_CODE_LIMITS,
  PHONE_INPUT_MAX_LENGTH,
  phoneChangeRequestSchema,
  phoneVerifyRequestSchema,
  type Locale,
  type Settings,
} from 'shared-contracts';
import { FormAlert, FormField, ProblemAlert, SecretInput } from 'shared-ui';
import { ControlledMaskedInput, useApiForm } from 'shared-ui/forms';
import { postPhoneVerifyMutationOptions } from '@/features/settings/api/post-phone-verify';
import { putPhoneMutationOptions } from '@/features/settings/api/put-phone';
import { usePutPreferences } from '@/features/settings/api/put-preferences';
import { RouteLink } from '@/components/route-link/RouteLink';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { codeFieldError, currentPasswordFieldError, phoneFieldError } from '@/features/settings/utils/field-messages';
import { FormActions } from '@/components/form-actions/FormActions';

const FIELD_ORDER = ['phone', 'currentPassword'] as const;

/**
 * The mobile phone and text alerts. A new number needs the current password, then gets a six-digit code by text
 * message and is kept once the code comes back, which signs out every other device (docs/decisions/050); text alerts (F0420) need a confirmed number, and the SMS policy says what we send.
 */
export function PhoneSection({ settings, locale }: { settings: Settings; locale: Locale }) {
  const { t } = useLingui();
  const { heading, status, announce } = useSectionStatus();
  const [editing, setEditing] = useState(false);
  const preferences = usePutPreferences();
  const phone = settings.phone;
  const pending = settings.pendingPhone;

  const toggleTexts = () => {
    if (preferences.isPending) return;
    const textEnrolled = !settings.textEnrolled;
    preferences.mutate(
      { paperless: settings.paperless, textEnrolled, language: settings.language },
      { onSuccess: () => announce(textEnrolled ? t`Text alerts are on.` : t`Text alerts are off.`, { focus: false }) },
    );
  };

  return (
    <SettingsSection title={<Trans>Mobile phone and text alerts</Trans>} status={status} headingRef={heading}>
      <Text>{phone ? <Trans>Your mobile number ends in {phone.slice(-4)}.</Trans> : <Trans>You have no mobile number on file.</Trans>}</Text>

      {pending ? (
        <PhoneCodeForm
          pending={pending}
          onConfirmed={() => {
            announce(t`Your mobile number is confirmed. Your other devices were signed out.`);
            setEditing(false);
          }}
          onResend={() => setEditing(true)}
        />
      ) : null}

      {editing ? (
        <PhoneForm
          onSent={(next) => {
            const ending = (next.pendingPhone ?? '').slice(-4);
            announce(t`We texted a code to the number ending in ${ending}.`, { focus: false });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : pending ? null : (
        <HStack>
          <Button type="button" variant="outline" borderColor="brand.700" onClick={() => setEditing(true)}>
            {phone ? <Trans>Change mobile number</Trans> : <Trans>Add a mobile number</Trans>}
          </Button>
        </HStack>
      )}

      <Stack gap="3" pt="2">
        <Text fontWeight="semibold">{settings.textEnrolled ? <Trans>Text alerts are on.</Trans> : <Trans>Text alerts are off.</Trans>}</Text>
        <Text>
          <Trans>
            We text payment reminders and account alerts to your mobile number. Message and data rates may apply; reply STOP to stop. Read our{' '}
            <RouteLink textDecoration="underline" routeId="smsPolicy" locale={locale}>
              SMS policy
            </RouteLink>
            .
          </Trans>
        </Text>
        {!phone && !settings.textEnrolled ? (
          <Text color="fg.muted">
            <Trans>Add and confirm a mobile number to turn on text alerts.</Trans>
          </Text>
        ) : null}
        <HStack>
          <Button
            type="button"
            variant="outline"
            borderColor="brand.700"
            onClick={toggleTexts}
            disabled={(!phone && !settings.textEnrolled) || preferences.isPending}
            loading={preferences.isPending}
            loadingText={t`Saving…`}
          >
            {settings.textEnrolled ? <Trans>Turn off text alerts</Trans> : <Trans>Turn on text alerts</Trans>}
          </Button>
        </HStack>
        {preferences.isError ? (
          <FormAlert title={<Trans>We could not change your text alerts</Trans>}>
            <Trans>Please try again in a moment.</Trans>
          </FormAlert>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}

function PhoneForm({ onSent, onCancel }: { onSent: (settings: Settings) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: phoneChangeRequestSchema,
    defaultValues: { phone: '', currentPassword: '' },
    fieldOrder: FIELD_ORDER,
    mutation: putPhoneMutationOptions(),
    onSuccess: (answer) => onSent(answer),
  });
  const { register, formState, watch } = form;
  const values = watch();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`New mobile number`}>
      <Stack gap="5" maxW="xl">
        <FormField
          label={t`Mobile number`}
          required
          helper={t`A US number, such as (202) 555-0147. We text it a code to confirm it.`}
          error={phoneFieldError(i18n, formState.errors.phone, values.phone)}
        >
          {/* type="text": HTML allows "tel-national" on text inputs only (docs/decisions/054); inputMode brings the phone keyboard. */}
          <Input type="text" autoComplete="tel-national" inputMode="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...register('phone')} />
        </FormField>
        <FormField
          label={t`Current password`}
          required
          helper={t`For your security, we ask for it before we change the number your codes go to.`}
          error={currentPasswordFieldError(i18n, formState.errors.currentPassword, values.currentPassword)}
        >
          <SecretInput autoComplete="current-password" toggleLabel={t`Show current password`} {...register('currentPassword')} />
        </FormField>
        <ProblemAlert problem={problem} />
        <FormActions submitting={submitting} loadingText={t`Sending…`} submitLabel={<Trans>Text me a code</Trans>} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function PhoneCodeForm({ pending, onConfirmed, onResend }: { pending: string; onConfirmed: () => void; onResend: () => void }) {
  const { t, i18n } = useLingui();
  const ending = pending.slice(-4);
  const minutes = PHONE_CODE_LIMITS.codeMinutes;
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: phoneVerifyRequestSchema,
    defaultValues: { code: '' },
    mutation: postPhoneVerifyMutationOptions(),
    onSuccess: () => onConfirmed(),
  });
  const { control, formState, watch } = form;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Confirm your mobile number`}>
      <Stack gap="5" maxW="xl">
        <Text>
          <Trans>
            We texted a 6-digit code to the number ending in {ending}. Enter it within {minutes} minutes to confirm the number.
            Once it is confirmed, your other devices are signed out.
          </Trans>
        </Text>
        <FormField label={t`Code from the text message`} required error={codeFieldError(i18n, formState.errors.code, watch('code'))}>
          <ControlledMaskedInput control={control} name="code" mask={CODE_MASK} autoComplete="one-time-code" />
        </FormField>
        <ProblemAlert problem={problem} />
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t`Checking…`} disabled={submitting}>
            <Trans>Confirm number</Trans>
          </Button>
          <Button type="button" variant="ghost" color="brand.700" onClick={onResend} disabled={submitting}>
            <Trans>Send a new code or use another number</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
