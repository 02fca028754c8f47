import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageHeader } from '@/components/PageHeader';
import { loadContactCatalog } from '@/features/contact/i18n';

export default function ContactThankYouPage({ routeId, locale }: RemotePageProps) {
  use(loadContactCatalog(locale));
  return <PageHeader routeId={routeId} />;
}
