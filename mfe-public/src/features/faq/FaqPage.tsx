import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadFaqCatalog } from '@/features/faq/i18n';

export default function FaqPage({ routeId, locale }: RemotePageProps) {
  use(loadFaqCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
