import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadAboutCatalog } from '@/features/about/i18n';

export default function AboutPage({ routeId, locale }: RemotePageProps) {
  use(loadAboutCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
