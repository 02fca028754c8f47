import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadCareersCatalog } from '@/features/careers/i18n';

export default function CareersPage({ routeId, locale }: RemotePageProps) {
  use(loadCareersCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
