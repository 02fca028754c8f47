import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadHistoryCatalog = createCatalogLoader(i18n, 'mfe-account/history', {
  'en-US': () => import('@/features/history/locales/en-US/messages'),
  'es-US': () => import('@/features/history/locales/es-US/messages'),
  'pt-BR': () => import('@/features/history/locales/pt-BR/messages'),
});
