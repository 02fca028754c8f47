import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type Payment, type PaymentMethod } from 'shared-contracts';
import { DateText, Money, formatMoney } from 'shared-ui';
import { BankAccountName } from '@/features/payments/components/BankAccountName';
import { LastFourDigits } from '@/features/payments/components/LastFourDigits';
import { PAYMENT_STATUS_LABELS } from '@/features/payments/utils/labels';

export interface ScheduledPaymentItemProps {
  payment: Payment;
  method: PaymentMethod | undefined;
  locale: string;
  onCancel: (payment: Payment) => void;
}

/** One payment still to come: amount, date, status, account, confirmation number, and Cancel while it may be. */
export function ScheduledPaymentItem({ payment, method, locale, onCancel }: ScheduledPaymentItemProps) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(payment.amount, locale);
  const date = formatDate(payment.payOn, locale);
  const account = method ? <BankAccountName method={method} /> : <LastFourDigits last4={payment.last4} />;
  return (
    <Stack as="li" direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="1" minW="0">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="bold" fontSize="lg">
            <Money amount={payment.amount} />
          </Text>
          <Badge colorPalette={payment.status === 'pending' ? 'orange' : 'blue'} variant="subtle">
            {i18n._(PAYMENT_STATUS_LABELS[payment.status])}
          </Badge>
          {payment.source === 'autopay' ? (
            <Badge variant="outline">
              <Trans>Autopay</Trans>
            </Badge>
          ) : null}
        </HStack>
        <Text>
          <DateText date={payment.payOn} options={{ dateStyle: 'full' }} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>From {account}</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Confirmation number</Trans>{' '}
          <Text as="span" fontFamily="mono">
            <span translate="no">{payment.confirmationNumber}</span>
          </Text>
        </Text>
      </Stack>
      {payment.cancellable ? (
        <Button
          type="button"
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'start', md: 'center' }}
          aria-label={t`Cancel payment of ${amount} on ${date}`}
          onClick={() => onCancel(payment)}
        >
          <Trans>Cancel payment</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
