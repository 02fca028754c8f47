import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts/core';

/** This remote's own catalog, merged into the shared i18n instance when one of its modules renders. */
export const loadCatalog = createCatalogLoader(i18n, 'mfe-public', {
  'en-US': () => import(/* webpackChunkName: "i18n-en-US" */ '@/locales/en-US/messages'),
  'es-US': () => import(/* webpackChunkName: "i18n-es-US" */ '@/locales/es-US/messages'),
  'pt-BR': () => import(/* webpackChunkName: "i18n-pt-BR" */ '@/locales/pt-BR/messages'),
});
