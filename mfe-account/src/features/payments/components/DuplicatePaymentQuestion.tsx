import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { DUPLICATE_PAYMENT_WINDOW_MINUTES, type Payment } from 'shared-contracts';
import { DateText, FormAlert, Money } from 'shared-ui';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { paymentsQueryOptions } from '@/features/payments/api/get-payments';

/** The payment a new one may repeat: the newest not cancelled of the same amount for the same date. */
export function earlierLikePayment(payments: readonly Payment[], amount: string, payOn: string): Payment | null {
  return (
    payments
      .filter((payment) => payment.status !== 'cancelled' && payment.amount === amount && payment.payOn === payOn)
      .sort((a, b) => b.madeAt.localeCompare(a.madeAt))[0] ?? null
  );
}

export interface DuplicatePaymentQuestionProps {
  /** The payment on the review, as it would be sent. */
  amount: string;
  payOn: string;
}

/**
 * The server's question (docs/decisions/051): a payment of this amount for this date was made in the last
 * minutes, here or in another tab. It shows that earlier payment (amount, date, when it was made, its
 * confirmation) and asks whether to pay again; the review's Pay button answers yes, a Change button no.
 * Announced at once, like every problem of the form.
 */
export function DuplicatePaymentQuestion({ amount, payOn }: DuplicatePaymentQuestionProps) {
  const { i18n } = useLingui();
  // The 422 refreshed the list (post-payment.ts): the earlier payment is in it, also one made in another tab.
  const payments = useQuery(paymentsQueryOptions());
  const earlier = payments.data ? earlierLikePayment(payments.data, amount, payOn) : null;
  const minutes = DUPLICATE_PAYMENT_WINDOW_MINUTES;
  const madeAt = earlier ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(earlier.madeAt)) : null;

  return (
    <FormAlert status="warning" title={<Trans>You already made a payment like this one</Trans>}>
      <Stack gap="3">
        <Text>
          <Trans>In the last {minutes} minutes you made a payment of the same amount for the same date.</Trans>
        </Text>
        {earlier && madeAt ? (
          <DetailList>
            <DetailRow term={<Trans>Amount</Trans>}>
              <Money amount={earlier.amount} />
            </DetailRow>
            <DetailRow term={<Trans>Payment date</Trans>}>
              <DateText date={earlier.payOn} options={{ dateStyle: 'full' }} />
            </DetailRow>
            <DetailRow term={<Trans>When you made it</Trans>}>
              <time dateTime={earlier.madeAt}>{madeAt}</time>
            </DetailRow>
            <DetailRow term={<Trans>Confirmation number</Trans>}>{earlier.confirmationNumber}</DetailRow>
          </DetailList>
        ) : null}
        <Text fontWeight="semibold">
          <Trans>Pay again? Select Pay again to make this payment as well, or change its details above.</Trans>
        </Text>
      </Stack>
    </FormAlert>
  );
}
