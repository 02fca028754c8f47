import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts/core';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadFaqCatalog = createCatalogLoader(i18n, 'mfe-public/faq', {
  'en-US': () => import('@/features/faq/locales/en-US/messages'),
  'es-US': () => import('@/features/faq/locales/es-US/messages'),
  'pt-BR': () => import('@/features/faq/locales/pt-BR/messages'),
});
