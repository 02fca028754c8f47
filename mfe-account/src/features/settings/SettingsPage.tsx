import { use } from 'react';
import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { useSettings } from '@/features/settings/api/get-settings';
import { AutopayStatusSection, PasswordSection } from '@/features/settings/components/AccountAccessSections';
import { DevicesSection } from '@/features/settings/components/DevicesSection';
import { EmailSection } from '@/features/settings/components/EmailSection';
import { LanguageSection } from '@/features/settings/components/LanguageSection';
import { PasskeysSection } from '@/features/settings/components/PasskeysSection';
import { PaperlessSection } from '@/features/settings/components/PaperlessSection';
import { PhoneSection } from '@/features/settings/components/PhoneSection';
import { RemindersSection } from '@/features/settings/components/RemindersSection';
import { SignInActivitySection } from '@/features/settings/components/SignInActivitySection';
import { loadSettingsCatalog } from '@/features/settings/i18n';

/**
 * Settings (spec 2.4 `/account/settings`): e-mail, mobile phone and text alerts, paperless statements, the language
 * of mail and texts, autopay's state, the password link, the passkeys (docs/decisions/052), the signed-in devices and
 * the recent account activity. Each
 * change answers the new settings and refreshes the account details, so `/account` shows it.
 */
export default function SettingsPage({ locale, shell }: RemotePageProps) {
  use(loadSettingsCatalog(locale));
  const settings = useSettings();

  let body;
  if (settings.isPending)
    body = (
      <Loading>
        <Trans>Loading your settings…</Trans>
      </Loading>
    );
  else if (settings.isError) body = <LoadFailure title={<Trans>We could not load your settings.</Trans>} onRetry={() => void settings.refetch()} />;
  else
    body = (
      <Stack gap={{ base: '10', md: '12' }}>
        <EmailSection settings={settings.data} />
        <PhoneSection settings={settings.data} locale={locale} />
        <PaperlessSection settings={settings.data} locale={locale} />
        <RemindersSection settings={settings.data} />
        <LanguageSection settings={settings.data} />
        <AutopayStatusSection settings={settings.data} locale={locale} />
        <PasswordSection locale={locale} />
        <PasskeysSection shell={shell} locale={locale} />
        <DevicesSection shell={shell} locale={locale} />
        <SignInActivitySection locale={locale} />
      </Stack>
    );

  return (
    <>
      <PageHeader routeId="accountSettings" intro={<Trans>Choose how we reach you, how you get your statements, and where you are signed in.</Trans>} />
      <PageBody>{body}</PageBody>
    </>
  );
}
