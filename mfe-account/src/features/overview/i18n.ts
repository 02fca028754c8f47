import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadOverviewCatalog = createCatalogLoader(i18n, 'mfe-account/overview', {
  'en-US': () => import('@/features/overview/locales/en-US/messages'),
  'es-US': () => import('@/features/overview/locales/es-US/messages'),
  'pt-BR': () => import('@/features/overview/locales/pt-BR/messages'),
});
