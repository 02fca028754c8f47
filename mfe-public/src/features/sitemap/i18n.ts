import { i18n } from '@lingui/core';
import { createCatalogLoader } from 'shared-contracts';

/** This feature's messages, loaded with its chunk (one catalog per feature folder, see lingui.config.js). */
export const loadSitemapCatalog = createCatalogLoader(i18n, 'mfe-public/sitemap', {
  'en-US': () => import('@/features/sitemap/locales/en-US/messages'),
  'es-US': () => import('@/features/sitemap/locales/es-US/messages'),
  'pt-BR': () => import('@/features/sitemap/locales/pt-BR/messages'),
});
