import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts/core';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadDealersCatalog = createCatalogLoader(i18n, 'mfe-public/dealers', {
  'en-US': () => import('@/features/dealers/locales/en-US/messages'),
  'es-US': () => import('@/features/dealers/locales/es-US/messages'),
  'pt-BR': () => import('@/features/dealers/locales/pt-BR/messages'),
});
