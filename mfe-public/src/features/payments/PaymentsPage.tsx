import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadPaymentsCatalog } from '@/features/payments/i18n';

export default function PaymentsPage({ routeId, locale }: RemotePageProps) {
  use(loadPaymentsCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
