import { useEffect, useId, useRef, useState } from 'react';
import { Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, type Locale, type Payment, type ShellServices } from 'shared-contracts';
import { formatMoney } from 'shared-ui';
import { usePaymentMethods } from '@/features/payments/api/get-payment-methods';
import { useUpcomingPayments } from '@/features/payments/api/get-payments';
import { CancelPaymentDialog } from '@/features/payments/components/CancelPaymentDialog';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { ScheduledPaymentItem } from '@/features/payments/components/ScheduledPaymentItem';

/**
 * The payments still to come (scheduled, or pending today), each with Cancel while the server allows it. After
 * a cancellation its row is gone, so the focus goes to this section's heading and the result is announced.
 */
export function ScheduledPayments({ locale, shell }: { locale: Locale; shell: ShellServices }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const payments = useUpcomingPayments();
  const methods = usePaymentMethods();
  const [toCancel, setToCancel] = useState<Payment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusHeading = useRef(false);

  useEffect(() => {
    if (toCancel || !focusHeading.current) return;
    focusHeading.current = false;
    // After the dialog has handed the focus back, or it would take it again for the removed button.
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  });

  const cancelled = (payment: Payment) => {
    const amount = formatMoney(payment.amount, locale);
    const date = formatDate(payment.payOn, locale);
    setAnnouncement(t`Your payment of ${amount} on ${date} is cancelled.`);
    focusHeading.current = true;
    setToCancel(null);
  };

  let body;
  if (payments.isPending)
    body = (
      <Loading>
        <Trans>Loading your scheduled payments…</Trans>
      </Loading>
    );
  else if (payments.isError) body = <LoadFailure title={<Trans>We could not load your scheduled payments.</Trans>} onRetry={() => void payments.refetch()} />;
  else if (payments.data.length === 0)
    body = (
      <Text>
        <Trans>You have no scheduled payments.</Trans>
      </Text>
    );
  else
    body = (
      <chakra.ul listStyleType="none" p="0" m="0" display="flex" flexDirection="column" gap="3">
        {payments.data.map((payment) => (
          <ScheduledPaymentItem
            key={payment.id}
            payment={payment}
            method={methods.data?.find((method) => method.id === payment.paymentMethodId)}
            locale={locale}
            onCancel={(chosen) => {
              setAnnouncement('');
              setToCancel(chosen);
            }}
          />
        ))}
      </chakra.ul>
    );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="xl" color="brand.700">
        <Trans>Scheduled payments</Trans>
      </Heading>
      <Text role="status" fontWeight={announcement ? 'semibold' : undefined}>
        {announcement}
      </Text>
      {body}
      <CancelPaymentDialog shell={shell} payment={toCancel} onClose={() => setToCancel(null)} onCancelled={cancelled} />
    </Stack>
  );
}
