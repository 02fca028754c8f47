import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts/core';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadHomeCatalog = createCatalogLoader(i18n, 'mfe-public/home', {
  'en-US': () => import('@/features/home/locales/en-US/messages'),
  'es-US': () => import('@/features/home/locales/es-US/messages'),
  'pt-BR': () => import('@/features/home/locales/pt-BR/messages'),
});
