import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadLegalCatalog = createCatalogLoader(i18n, 'mfe-public/legal', {
  'en-US': () => import('@/features/legal/locales/en-US/messages'),
  'es-US': () => import('@/features/legal/locales/es-US/messages'),
  'pt-BR': () => import('@/features/legal/locales/pt-BR/messages'),
});
