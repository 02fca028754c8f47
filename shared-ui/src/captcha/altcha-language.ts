import type { Locale } from 'shared-contracts';

/** The ALTCHA widget's own strings in the page's locale (its i18n bundles are loaded by altcha-setup.ts). */
export const ALTCHA_LANGUAGE: Record<Locale, string> = { 'en-US': 'en', 'es-US': 'es-419', 'pt-BR': 'pt-br' };
