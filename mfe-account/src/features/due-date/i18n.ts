import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadDueDateCatalog = createCatalogLoader(i18n, 'mfe-account/due-date', {
  'en-US': () => import('@/features/due-date/locales/en-US/messages'),
  'es-US': () => import('@/features/due-date/locales/es-US/messages'),
  'pt-BR': () => import('@/features/due-date/locales/pt-BR/messages'),
});
