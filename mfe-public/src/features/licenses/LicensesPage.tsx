import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadLicensesCatalog } from '@/features/licenses/i18n';

export default function LicensesPage({ routeId, locale }: RemotePageProps) {
  use(loadLicensesCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
