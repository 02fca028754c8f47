import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Locale, type PaymentMethod, type PaymentReceipt } from 'shared-contracts';
import { DateText, Money } from 'shared-ui';
import { BankAccountName } from '@/features/payments/components/BankAccountName';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { PAYMENT_STATUS_LABELS } from '@/features/payments/utils/labels';
import { RouteLink } from '@/components/route-link/RouteLink';

export interface ConfirmationStepProps {
  receipt: PaymentReceipt;
  method: PaymentMethod | undefined;
  locale: Locale;
  onAnother: () => void;
}

/** Step 5: the server's receipt (confirmation number, status, amount, date), and where to go next. */
export function ConfirmationStep({ receipt, method, locale, onAnother }: ConfirmationStepProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="5">
      <Text fontSize="lg">
        {receipt.status === 'pending' ? (
          <Trans>Thank you. Your payment is on its way today.</Trans>
        ) : (
          <Trans>
            Thank you. Your payment is scheduled for <DateText date={receipt.payOn} />.
          </Trans>
        )}
      </Text>
      <DetailList>
        <DetailRow term={<Trans>Confirmation number</Trans>}>
          {/* A plain span: on a Chakra component `translate` would be taken for the CSS property. */}
          <Text as="span" fontFamily="mono" fontWeight="bold">
            <span translate="no">{receipt.confirmationNumber}</span>
          </Text>
        </DetailRow>
        <DetailRow term={<Trans>Status</Trans>}>{i18n._(PAYMENT_STATUS_LABELS[receipt.status])}</DetailRow>
        <DetailRow term={<Trans>Amount</Trans>}>
          <Money amount={receipt.amount} />
        </DetailRow>
        <DetailRow term={<Trans>Payment date</Trans>}>
          <DateText date={receipt.payOn} options={{ dateStyle: 'full' }} />
        </DetailRow>
        {method ? (
          <DetailRow term={<Trans>Bank account</Trans>}>
            <BankAccountName method={method} />
          </DetailRow>
        ) : null}
      </DetailList>
      <Text>
        <Trans>Keep the confirmation number for your records. The payment also appears in your history.</Trans>
      </Text>
      <Wrap gap="4" align="center">
        <RouteLink routeId="account" locale={locale}>
          <Trans>Go to my account</Trans>
        </RouteLink>
        <RouteLink routeId="accountHistory" locale={locale}>
          <Trans>View my history</Trans>
        </RouteLink>
        <Button type="button" variant="outline" borderColor="brand.700" onClick={onAnother}>
          <Trans>Make another payment</Trans>
        </Button>
      </Wrap>
    </Stack>
  );
}
