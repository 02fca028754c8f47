import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts/core';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadContactCatalog = createCatalogLoader(i18n, 'mfe-public/contact', {
  'en-US': () => import('@/features/contact/locales/en-US/messages'),
  'es-US': () => import('@/features/contact/locales/es-US/messages'),
  'pt-BR': () => import('@/features/contact/locales/pt-BR/messages'),
});
