import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales.js';

export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * Each remote ships its own catalog and merges it into the one shared i18n instance. The returned function
 * gives one promise per locale (stable, so React's `use()` can suspend on it until the messages are in).
 */
export function createCatalogLoader(i18n: I18n, loaders: CatalogLoaders): (locale: Locale) => Promise<void> {
  const pending = new Map<Locale, Promise<void>>();
  return (locale) => {
    let promise = pending.get(locale);
    if (!promise) {
      promise = loaders[locale]().then(({ messages }) => i18n.load(locale, messages));
      promise.catch(() => pending.delete(locale));
      pending.set(locale, promise);
    }
    return promise;
  };
}
