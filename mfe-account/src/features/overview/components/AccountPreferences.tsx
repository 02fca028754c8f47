import { useId } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ACCOUNT_FIELDS, type AccountDetails, type Locale } from 'shared-contracts';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { RouteLink } from '@/components/route-link/RouteLink';

/**
 * Autopay, paperless billing and text messages as the account details give them (spec 3: autopay N means not
 * enrolled, billing I means paperless, texts Y means enrolled), each with the page where it is changed.
 */
export function AccountPreferences({ details, locale }: { details: AccountDetails; locale: Locale }) {
  const headingId = useId();
  const autopay = details[ACCOUNT_FIELDS.autopayFlag] !== 'N';
  const paperless = details[ACCOUNT_FIELDS.billingMethod] === 'I';
  const texts = details[ACCOUNT_FIELDS.textEnrolled] === 'Y';
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl" color="brand.700">
        <Trans>Your settings</Trans>
      </Heading>
      <DetailList>
        <DetailRow
          term={<Trans>Autopay</Trans>}
          action={
            <RouteLink routeId="payments" locale={locale} flexShrink={0}>
              <Trans>Change autopay</Trans>
            </RouteLink>
          }
        >
          {autopay ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </DetailRow>
        <DetailRow
          term={<Trans>Statements</Trans>}
          action={
            <RouteLink routeId="accountSettings" locale={locale} flexShrink={0}>
              <Trans>Change how you get statements</Trans>
            </RouteLink>
          }
        >
          {paperless ? <Trans>Paperless, by e-mail</Trans> : <Trans>Paper, by mail</Trans>}
        </DetailRow>
        <DetailRow
          term={<Trans>Text messages</Trans>}
          action={
            <RouteLink routeId="accountSettings" locale={locale} flexShrink={0}>
              <Trans>Change text messages</Trans>
            </RouteLink>
          }
        >
          {texts ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </DetailRow>
      </DetailList>
    </Stack>
  );
}
