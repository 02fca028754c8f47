import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts/core';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadCareersCatalog = createCatalogLoader(i18n, 'mfe-public/careers', {
  'en-US': () => import('@/features/careers/locales/en-US/messages'),
  'es-US': () => import('@/features/careers/locales/es-US/messages'),
  'pt-BR': () => import('@/features/careers/locales/pt-BR/messages'),
});
