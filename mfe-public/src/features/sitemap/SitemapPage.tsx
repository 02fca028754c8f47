import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadSitemapCatalog } from '@/features/sitemap/i18n';

export default function SitemapPage({ routeId, locale }: RemotePageProps) {
  use(loadSitemapCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
