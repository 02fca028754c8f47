import { useState } from 'react';
import { Button, Checkbox, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { SETTINGS_FIELD_ISSUES, documentPath, preferencesRequestSchema, type Locale, type Settings } from 'shared-contracts';
import { FormAlert, ProblemAlert } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { putPreferences, putPreferencesMutationOptions, usePutPreferences } from '@/features/settings/api/put-preferences';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { consentFieldError } from '@/features/settings/utils/field-messages';
import { FormActions } from '@/components/form-actions/FormActions';

/** Turning paperless on is refused in the page, as on the server, until the consent box is ticked. */
const paperlessOnSchema = preferencesRequestSchema.refine((request) => !request.paperless || request.electronicConsent === true, {
  path: ['electronicConsent'],
  message: SETTINGS_FIELD_ISSUES.consentRequired,
});

/**
 * Paperless statements (F0415 'I'): turning them on asks for the consent to the Electronic Consent Agreement (the
 * footer's PDF, in the page's language); going back to paper needs nothing.
 */
export function PaperlessSection({ settings, locale }: { settings: Settings; locale: Locale }) {
  const { t } = useLingui();
  const { heading, status, announce } = useSectionStatus();
  const [choosing, setChoosing] = useState(false);
  const toPaper = usePutPreferences();

  const switchToPaper = () => {
    if (toPaper.isPending) return;
    toPaper.mutate(
      { paperless: false, textEnrolled: settings.textEnrolled, language: settings.language },
      { onSuccess: () => announce(t`Your statements now come by mail.`, { focus: false }) },
    );
  };

  return (
    <SettingsSection title={<Trans>Statements</Trans>} status={status} headingRef={heading}>
      <Text fontWeight="semibold">
        {settings.paperless ? <Trans>Paperless: we e-mail you when a statement is ready.</Trans> : <Trans>Paper: we mail your statements.</Trans>}
      </Text>
      {settings.paperless ? (
        <Stack gap="3">
          <HStack>
            <Button type="button" variant="outline" borderColor="brand.700" onClick={switchToPaper} loading={toPaper.isPending} loadingText={t`Saving…`}>
              <Trans>Switch to paper statements</Trans>
            </Button>
          </HStack>
          {toPaper.isError ? (
            <FormAlert title={<Trans>We could not change how you get statements</Trans>}>
              <Trans>Please try again in a moment.</Trans>
            </FormAlert>
          ) : null}
        </Stack>
      ) : choosing ? (
        <PaperlessConsentForm
          settings={settings}
          locale={locale}
          onSaved={() => {
            announce(t`Paperless statements are on.`);
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      ) : (
        <HStack>
          <Button type="button" variant="outline" borderColor="brand.700" onClick={() => setChoosing(true)}>
            <Trans>Go paperless</Trans>
          </Button>
        </HStack>
      )}
    </SettingsSection>
  );
}

function PaperlessConsentForm({ settings, locale, onSaved, onCancel }: { settings: Settings; locale: Locale; onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: paperlessOnSchema,
    defaultValues: { paperless: true, textEnrolled: settings.textEnrolled, language: settings.language, electronicConsent: false },
    fieldOrder: ['electronicConsent'],
    // Text alerts and language as they stand now: this form turns paperless on only.
    mutation: {
      ...putPreferencesMutationOptions(),
      mutationFn: ({ electronicConsent }) =>
        putPreferences({ paperless: true, electronicConsent, textEnrolled: settings.textEnrolled, language: settings.language }),
    },
    onSuccess: () => onSaved(),
  });
  const error = consentFieldError(i18n, form.formState.errors.electronicConsent);
  const errorId = 'settings-consent-error';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Go paperless`}>
      <Stack gap="5" maxW="2xl">
        <Text>
          <Trans>
            Read the{' '}
            <Link href={documentPath('electronic-consent-agreement', locale)} target="_blank" rel="noopener noreferrer" color="brand.700" textDecoration="underline">
              Electronic Consent Agreement (PDF, opens in a new tab)
            </Link>
            . It explains how we deliver statements and notices electronically and how to ask for paper copies.
          </Trans>
        </Text>
        <Controller
          control={form.control}
          name="electronicConsent"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              invalid={Boolean(error)}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} aria-describedby={error ? errorId : undefined} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Trans>I have read the Electronic Consent Agreement and agree to receive my statements and notices electronically.</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {error ? (
          <Text id={errorId} color="red.700" fontSize="sm">
            {error}
          </Text>
        ) : null}
        <ProblemAlert problem={problem} />
        <FormActions submitting={submitting} loadingText={t`Saving…`} submitLabel={<Trans>Turn on paperless statements</Trans>} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
