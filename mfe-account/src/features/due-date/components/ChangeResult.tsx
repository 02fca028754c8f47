import { useEffect, useRef } from 'react';
import { Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { type DueDateChangeReceipt, type Locale } from 'shared-contracts';
import { DateText, Money } from 'shared-ui';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { RouteLink } from '@/components/route-link/RouteLink';

/**
 * The server's receipt of a confirmed change: announced (a status region) and focused at its heading, with the
 * confirmation number, both dates and the interest added to the next payment.
 */
export function ChangeResult({ receipt, locale }: { receipt: DueDateChangeReceipt; locale: Locale }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack as="section" gap="5" aria-labelledby="due-date-result-heading">
      <Heading as="h2" id="due-date-result-heading" ref={heading} tabIndex={-1} size="xl" color="brand.800">
        <Trans>Your due date is changed</Trans>
      </Heading>
      <Text role="status" fontSize="lg">
        <Trans>
          Done. Your next payment is due on <DateText date={receipt.newDueDate} options={{ dateStyle: 'full' }} />, and each payment after it on
          the same day of the month. Your confirmation number is <span translate="no">{receipt.confirmationNumber}</span>.
        </Trans>
      </Text>
      <DetailList>
        <DetailRow term={<Trans>Confirmation number</Trans>}>
          <Text as="span" fontFamily="mono" fontWeight="bold">
            <span translate="no">{receipt.confirmationNumber}</span>
          </Text>
        </DetailRow>
        <DetailRow term={<Trans>Previous due date</Trans>}>
          <DateText date={receipt.oldDueDate} options={{ dateStyle: 'full' }} />
        </DetailRow>
        <DetailRow term={<Trans>New due date</Trans>}>
          <DateText date={receipt.newDueDate} options={{ dateStyle: 'full' }} />
        </DetailRow>
        <DetailRow term={<Trans>Interest added to your next payment</Trans>}>
          <Money amount={receipt.interestCost} />
        </DetailRow>
      </DetailList>
      <Text>
        <Trans>We also sent you a secure message confirming the change. Keep the confirmation number for your records.</Trans>
      </Text>
      <Wrap gap="4" align="center">
        <RouteLink routeId="account" locale={locale}>
          <Trans>Go to my account</Trans>
        </RouteLink>
        <RouteLink routeId="accountMessaging" locale={locale}>
          <Trans>Open the message center</Trans>
        </RouteLink>
      </Wrap>
    </Stack>
  );
}
