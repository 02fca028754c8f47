import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadSettingsCatalog = createCatalogLoader(i18n, 'mfe-account/settings', {
  'en-US': () => import('@/features/settings/locales/en-US/messages'),
  'es-US': () => import('@/features/settings/locales/es-US/messages'),
  'pt-BR': () => import('@/features/settings/locales/pt-BR/messages'),
});
