import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Locale, Settings } from 'shared-contracts';
import { RouteLink } from '@/components/route-link/RouteLink';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

/** Autopay's state (F0410): it is set up, changed and stopped on the payment page. */
export function AutopayStatusSection({ settings, locale }: { settings: Settings; locale: Locale }) {
  return (
    <SettingsSection title={<Trans>Autopay</Trans>}>
      <Text fontWeight="semibold">
        {settings.autopay ? <Trans>Autopay is on: we take your amount due each month.</Trans> : <Trans>Autopay is off.</Trans>}
      </Text>
      <Text>
        <RouteLink textDecoration="underline" routeId="payments" locale={locale}>
          {settings.autopay ? <Trans>Change or stop autopay</Trans> : <Trans>Set up autopay</Trans>}
        </RouteLink>
      </Text>
    </SettingsSection>
  );
}

/** The password is changed on its own page, which asks for the current one. */
export function PasswordSection({ locale }: { locale: Locale }) {
  return (
    <SettingsSection title={<Trans>Password</Trans>}>
      <Text>
        <Trans>Changing your password signs you out on every other device.</Trans>
      </Text>
      <Text>
        <RouteLink textDecoration="underline" routeId="changePassword" locale={locale}>
          <Trans>Change password</Trans>
        </RouteLink>
      </Text>
    </SettingsSection>
  );
}
