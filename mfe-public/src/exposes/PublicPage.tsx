import { use } from 'react';
import type { PageModule } from 'shared-contracts';
import { PUBLIC_PAGES, isPublicRoute } from '@/app/page-registry';
import { PageHeader } from '@/components/PageHeader';
import { loadCatalog } from '@/i18n';

/**
 * Every public page of spec 2.2 and 2.3, chosen by the shell's route id. The page's chunk suspends into the
 * shell's Suspense boundary (its loading bar) like any remote page.
 */
const PublicPage: PageModule['default'] = (props) => {
  use(loadCatalog(props.locale));
  if (!isPublicRoute(props.routeId)) return <PageHeader routeId={props.routeId} />;
  const Page = PUBLIC_PAGES[props.routeId];
  return <Page {...props} />;
};

export default PublicPage;
