import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales.js';
import type { PageCatalogs } from './page-json.js';

export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

// A promise React's `use()` reads without suspending (its `status` says it settled): the messages are in already.
type Thenable = Promise<void> & { status?: 'fulfilled' };

// This module is a federation singleton: the shell, every remote and the server's render share one copy, so the
// shell's collection sees every catalog a remote uses and every remote sees what the shell primed.
let collecting: Map<string, Promise<Messages>> | null = null;
const primed = new Set<string>();

const keyOf = (id: string, locale: Locale) => `${locale} ${id}`;

/**
 * Each remote ships its own catalog and merges it into the one shared i18n instance. The returned function
 * gives one promise per locale (stable, so React's `use()` can suspend on it until the messages are in).
 * `id` names the catalog across builds (the server's render and the browser's): `mfe-public/faq`.
 */
export function createCatalogLoader(i18n: I18n, id: string, loaders: CatalogLoaders): (locale: Locale) => Promise<void> {
  const pending = new Map<Locale, { loaded: Promise<void>; messages: Promise<Messages> }>();
  return (locale) => {
    let entry = pending.get(locale);
    if (!entry) {
      if (primed.has(keyOf(id, locale))) {
        const loaded: Thenable = Promise.resolve();
        loaded.status = 'fulfilled';
        entry = { loaded, messages: Promise.resolve({}) };
      } else {
        const messages = loaders[locale]().then((catalog) => catalog.messages);
        const loaded = messages.then((loadedMessages) => i18n.load(locale, loadedMessages));
        loaded.catch(() => pending.delete(locale));
        entry = { loaded, messages };
      }
      pending.set(locale, entry);
    }
    collecting?.set(id, entry.messages);
    return entry.loaded;
  };
}

/**
 * The server's render (renders run one at a time): every catalog the render asks for until `finish`,
 * so the page carries exactly its own messages and the browser hydrates without loading catalog chunks first.
 */
export function collectCatalogs(): { finish: (locale: Locale) => Promise<PageCatalogs> } {
  const used = new Map<string, Promise<Messages>>();
  collecting = used;
  return {
    async finish(locale) {
      if (collecting === used) collecting = null;
      const entries = await Promise.all([...used].map(async ([id, messages]) => [id, await messages.catch(() => null)] as const));
      const loaded = entries.filter((entry): entry is readonly [string, Messages] => entry[1] !== null);
      return { locale, ids: loaded.map(([id]) => id), messages: Object.assign({}, ...loaded.map(([, messages]) => messages)) as Messages };
    },
  };
}

/**
 * The browser, before hydrating a server-rendered page: the page's catalogs go into i18n, and their loaders
 * answer at once instead of fetching their chunks (a page of another locale later still fetches its own).
 */
export function primeCatalogs(i18n: I18n, catalogs: PageCatalogs): void {
  i18n.load(catalogs.locale, catalogs.messages);
  for (const id of catalogs.ids) primed.add(keyOf(id, catalogs.locale));
}

const loadedOnce = new Map<string, Promise<Messages>>();

/**
 * A catalog loaded outside `createCatalogLoader` (the shell's own and the shared packages'): loaded once, counted
 * in every render being collected, and answered from the page's catalogs when primed (nothing to merge then).
 */
export function loadCatalogOnce(id: string, locale: Locale, load: () => Promise<Messages>): Promise<Messages> {
  const key = keyOf(id, locale);
  if (primed.has(key)) return Promise.resolve({});
  let messages = loadedOnce.get(key);
  if (!messages) {
    messages = load();
    messages.catch(() => loadedOnce.delete(key));
    loadedOnce.set(key, messages);
  }
  collecting?.set(id, messages);
  return messages;
}
