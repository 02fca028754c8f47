import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

export default function EnrollPage({ routeId, locale }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
