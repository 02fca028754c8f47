import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadPaymentsCatalog = createCatalogLoader(i18n, 'mfe-account/payments', {
  'en-US': () => import('@/features/payments/locales/en-US/messages'),
  'es-US': () => import('@/features/payments/locales/es-US/messages'),
  'pt-BR': () => import('@/features/payments/locales/pt-BR/messages'),
});
