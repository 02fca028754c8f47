import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadStatementsCatalog = createCatalogLoader(i18n, 'mfe-account/statements', {
  'en-US': () => import('@/features/statements/locales/en-US/messages'),
  'es-US': () => import('@/features/statements/locales/es-US/messages'),
  'pt-BR': () => import('@/features/statements/locales/pt-BR/messages'),
});
