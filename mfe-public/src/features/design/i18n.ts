import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadDesignCatalog = createCatalogLoader(i18n, 'mfe-public/design', {
  'en-US': () => import('@/features/design/locales/en-US/messages'),
  'es-US': () => import('@/features/design/locales/es-US/messages'),
  'pt-BR': () => import('@/features/design/locales/pt-BR/messages'),
});
