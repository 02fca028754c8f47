import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadAboutCatalog = createCatalogLoader(i18n, 'mfe-public/about', {
  'en-US': () => import('@/features/about/locales/en-US/messages'),
  'es-US': () => import('@/features/about/locales/es-US/messages'),
  'pt-BR': () => import('@/features/about/locales/pt-BR/messages'),
});
