import { i18n, type Messages } from '@lingui/core';
import { loadCatalogOnce, loadContractMessages, type Locale } from 'shared-contracts/core';
import { loadSharedUiMessages } from 'shared-ui/messages';

/** Catalogs are split per locale and per package; only the active locale's are downloaded. Route titles
 * come from shared-contracts' own catalog (the sitemap page shows them too), the words of the shared
 * components (field errors, the form problem alert) from shared-ui's. */
const shellCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import(/* webpackChunkName: "i18n-en-US" */ '@/locales/en-US/messages'),
  'es-US': () => import(/* webpackChunkName: "i18n-es-US" */ '@/locales/es-US/messages'),
  'pt-BR': () => import(/* webpackChunkName: "i18n-pt-BR" */ '@/locales/pt-BR/messages'),
};

const merged = new Set<Locale>();

/**
 * Loads the shell's messages for a locale (merged into the one shared i18n instance), then activates it. Every
 * call counts them in the server's render being collected (the page carries them); in the browser, a page's
 * catalogs answer them without a fetch.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const [shell, contracts, sharedUi] = await Promise.all([
    loadCatalogOnce('shell', locale, async () => (await shellCatalogs[locale]()).messages),
    loadCatalogOnce('shared-contracts', locale, () => loadContractMessages(locale)),
    loadCatalogOnce('shared-ui', locale, () => loadSharedUiMessages(locale)),
  ]);
  // Merged once per locale; a later call finds the same promises and has nothing new to merge.
  if (!merged.has(locale)) {
    i18n.load(locale, { ...contracts, ...sharedUi, ...shell });
    merged.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  // The server writes `lang` into the page it renders.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
