import { use } from 'react';
import type { PageModule } from 'shared-contracts';
import { PUBLIC_PAGES, isPublicRoute } from '@/app/page-registry';
import { PageHeader } from '@/components/PageHeader';
import { loadCatalog } from '@/i18n';
// The public pages' build-time styles (docs/decisions/060): extracted into one hashed file, which the page module's
// manifest entry names (its css assets), the server links in the rendered page's <head>, and webpack's runtime links
// when the shell loads this module after a navigation.
import 'styled-system/styles.css';

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
