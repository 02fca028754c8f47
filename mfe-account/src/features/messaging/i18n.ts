import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadMessagingCatalog = createCatalogLoader(i18n, 'mfe-account/messaging', {
  'en-US': () => import('@/features/messaging/locales/en-US/messages'),
  'es-US': () => import('@/features/messaging/locales/es-US/messages'),
  'pt-BR': () => import('@/features/messaging/locales/pt-BR/messages'),
});
