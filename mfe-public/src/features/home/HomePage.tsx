import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadHomeCatalog } from '@/features/home/i18n';

export default function HomePage({ routeId, locale }: RemotePageProps) {
  use(loadHomeCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
