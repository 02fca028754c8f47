import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadAccountAccessCatalog = createCatalogLoader(i18n, 'mfe-public/account-access', {
  'en-US': () => import('@/features/account-access/locales/en-US/messages'),
  'es-US': () => import('@/features/account-access/locales/es-US/messages'),
  'pt-BR': () => import('@/features/account-access/locales/pt-BR/messages'),
});
