import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { DateText, Money } from 'shared-ui';
import { useLastPayment } from '@/features/overview/api/get-last-payment';

/**
 * The last payment posted to the loan, as the value of its row. Its own read (the history), so a failure here
 * leaves the rest of the figures in place and offers a retry in the row.
 */
export function LastPayment() {
  const payment = useLastPayment();
  if (payment.isPending)
    return (
      <Text as="span" color="fg.muted">
        <Trans>Loading…</Trans>
      </Text>
    );
  if (payment.isError)
    return (
      <HStack gap="3" wrap="wrap">
        <Text as="span">
          <Trans>We could not load your last payment.</Trans>
        </Text>
        <Button size="xs" variant="outline" onClick={() => void payment.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </HStack>
    );
  if (!payment.data) return <Trans>No payment yet</Trans>;
  // The history signs a payment negative (it lowers the balance); the customer paid a positive amount.
  const paid = payment.data.amount.replace(/^-/, '');
  const amount = <Money amount={paid} />;
  const date = <DateText date={payment.data.postedOn} />;
  return (
    <Trans>
      {amount} on {date}
    </Trans>
  );
}
