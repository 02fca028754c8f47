import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadLegalCatalog } from '@/features/legal/i18n';

export default function LegalDocumentPage({ routeId, locale }: RemotePageProps) {
  use(loadLegalCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
