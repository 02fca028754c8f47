import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadDealersCatalog } from '@/features/dealers/i18n';

export default function DealersThankYouPage({ routeId, locale }: RemotePageProps) {
  use(loadDealersCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
