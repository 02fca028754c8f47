import { use } from 'react';
import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PAYMENT_RULES, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { AutopaySection } from '@/features/payments/components/AutopaySection';
import { MakePayment } from '@/features/payments/components/MakePayment';
import { ScheduledPayments } from '@/features/payments/components/ScheduledPayments';
import { loadPaymentsCatalog } from '@/features/payments/i18n';

/**
 * Make a payment (spec 2.4, `/payments` once signed in): a one-time payment step by step, the payments still
 * to come with a way to cancel them, and autopay.
 */
export default function PaymentsPage({ locale, shell }: RemotePageProps) {
  use(loadPaymentsCatalog(locale));
  const days = PAYMENT_RULES.maxDaysAhead;
  return (
    <>
      <PageHeader routeId="payments" intro={<Trans>Pay from your bank account today, or schedule a payment up to {days} days ahead.</Trans>} />
      <PageBody>
        <Stack gap={{ base: '12', md: '16' }}>
          <MakePayment locale={locale} />
          <ScheduledPayments locale={locale} shell={shell} />
          <AutopaySection shell={shell} />
        </Stack>
      </PageBody>
    </>
  );
}
