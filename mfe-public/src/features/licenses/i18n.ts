import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadLicensesCatalog = createCatalogLoader(i18n, 'mfe-public/licenses', {
  'en-US': () => import('@/features/licenses/locales/en-US/messages'),
  'es-US': () => import('@/features/licenses/locales/es-US/messages'),
  'pt-BR': () => import('@/features/licenses/locales/pt-BR/messages'),
});
