import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_NATIVE_NAME, SETTINGS_LANGUAGES, preferencesRequestSchema, type Settings } from 'shared-contracts';
import { FormField, ProblemAlert, SelectInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { putPreferences, putPreferencesMutationOptions } from '@/features/settings/api/put-preferences';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { useSectionStatus } from '@/features/settings/hooks/useSectionStatus';
import { FormActions } from '@/components/form-actions/FormActions';

/** The language of the e-mails and text messages we send (en-US, es-US, pt-BR), each named in its own language. */
export function LanguageSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const { heading, status, announce } = useSectionStatus();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: preferencesRequestSchema,
    defaultValues: { paperless: settings.paperless, textEnrolled: settings.textEnrolled, language: settings.language },
    fieldOrder: ['language'],
    // Paperless and text alerts go as they stand now (another section may have changed them since this form
    // was made): this form changes the language only.
    mutation: {
      ...putPreferencesMutationOptions(),
      mutationFn: ({ language }) => putPreferences({ paperless: settings.paperless, textEnrolled: settings.textEnrolled, language }),
    },
    onSuccess: (answer) => {
      const language = LOCALE_NATIVE_NAME[answer.language];
      announce(t`We will write to you in ${language}.`, { focus: false });
    },
  });
  return (
    <SettingsSection title={<Trans>Language of e-mails and text messages</Trans>} status={status} headingRef={heading}>
      <Text>
        <Trans>The language of the site itself is chosen with the language switcher at the top of the page.</Trans>
      </Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Language of e-mails and text messages`}>
        <Stack gap="5" maxW="md">
          <FormField label={t`Language`}>
            <SelectInput
              {...form.register('language')}
              options={SETTINGS_LANGUAGES.map((language) => ({ value: language, label: LOCALE_NATIVE_NAME[language], lang: language }))}
            />
          </FormField>
          <ProblemAlert problem={problem} />
          <FormActions submitting={submitting} loadingText={t`Saving…`} submitLabel={<Trans>Save language</Trans>} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
