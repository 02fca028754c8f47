import { use } from 'react';
import type { PageModule } from 'shared-contracts';
import { InfoPage } from '@/features/info-pages/InfoPage';
import { loadCatalog } from '@/i18n';

/** Every public page of spec 2.2 and 2.3, chosen by the shell's route id. */
const PublicPage: PageModule['default'] = ({ routeId, locale }) => {
  use(loadCatalog(locale));
  return <InfoPage routeId={routeId} />;
};

export default PublicPage;
