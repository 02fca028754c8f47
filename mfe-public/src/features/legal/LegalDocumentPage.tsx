import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { isLegalDocumentRoute, loadLegalDocument } from '@/content/legal';
import { loadLegalCatalog } from '@/features/legal/i18n';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

/**
 * The five legal pages of spec 2.2 (terms of use, online privacy policy, web accessibility, text message
 * policy, natural disaster assistance), each a document of content/legal chosen by the route id. The h1 is
 * the route's title (PageHeader); the document's own chunk loads alongside this feature's messages.
 */
export default function LegalDocumentPage({ routeId, locale }: RemotePageProps) {
  if (!isLegalDocumentRoute(routeId)) throw new Error(`No legal document for the route ${routeId}`);
  // Both loads start before either suspends, so they arrive in parallel.
  const catalog = loadLegalCatalog(locale);
  const document = loadLegalDocument(routeId);
  use(catalog);
  const localized = use(document);
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <LegalDocumentView document={localized[locale]} locale={locale} />
      </PageBody>
    </>
  );
}
