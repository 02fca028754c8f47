import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadDesignCatalog } from '@/features/design/i18n';

export default function DesignPage({ routeId, locale }: RemotePageProps) {
  use(loadDesignCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
