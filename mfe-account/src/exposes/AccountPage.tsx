import { use } from 'react';
import type { PageModule } from 'shared-contracts';
import { ACCOUNT_PAGES, isAccountRoute } from '@/app/page-registry';
import { loadCatalog } from '@/i18n';

/**
 * The signed-in pages of spec 2.4, chosen by the shell's route id (the shell guards access). Each page's
 * chunk suspends into the shell's Suspense boundary like any remote page.
 */
const AccountPage: PageModule['default'] = (props) => {
  use(loadCatalog(props.locale));
  if (!isAccountRoute(props.routeId)) return null;
  const Page = ACCOUNT_PAGES[props.routeId];
  return <Page {...props} />;
};

export default AccountPage;
