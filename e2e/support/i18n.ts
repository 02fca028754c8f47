import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { COMPANY, LOCALES, ROUTE_TITLES, loadContractMessages, type Locale, type RouteId } from 'shared-contracts';
import { ROOT } from './server-env';

/**
 * What a visitor reads, per locale, taken from the same catalogs the site ships: the tests keep passing when a
 * translation is filled in, and fail when the page shows something the catalog does not say.
 */

let contractI18n: Promise<I18n> | null = null;

function contractCatalogs(): Promise<I18n> {
  contractI18n ??= (async () => {
    const i18n = setupI18n();
    for (const locale of LOCALES) i18n.load(locale, await loadContractMessages(locale));
    return i18n;
  })();
  return contractI18n;
}

/** `document.title` of a route (spec 2.7): "{page} | {company}", or the company alone for the index page. */
export async function expectedTitle(routeId: RouteId, locale: Locale): Promise<string> {
  const descriptor = ROUTE_TITLES[routeId];
  if (!descriptor) return COMPANY.name;
  const i18n = await contractCatalogs();
  i18n.activate(locale);
  return `${i18n._(descriptor)} | ${COMPANY.name}`;
}

/** The apps, and shared-ui, whose components (the form recipe's messages among them) every remote renders. */
type AppPackage = 'shell' | 'mfe-public' | 'mfe-auth' | 'mfe-account' | 'shared-ui';
/** A package's own catalog, or one of a remote's feature catalogs: `'mfe-public/faq'`, `'mfe-account/payments'` (lingui.config.js). */
type CatalogName = AppPackage | `mfe-public/${string}` | `mfe-account/${string}`;

function catalogFile(catalog: CatalogName, locale: Locale): string {
  const [pkg, feature] = catalog.split('/');
  return feature
    ? path.join(ROOT, pkg!, 'src', 'features', feature, 'locales', locale, 'messages.po')
    : path.join(ROOT, pkg!, 'src', 'locales', locale, 'messages.po');
}

const poCache = new Map<string, Map<string, string>>();

/** Reads a Lingui .po file: msgid → msgstr (continuation lines joined). */
function readPo(file: string): Map<string, string> {
  const cached = poCache.get(file);
  if (cached) return cached;
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (msgid) entries.set(msgid, msgstr);
    msgid = '';
    msgstr = '';
  };
  const unquote = (text: string) => JSON.parse(text) as string;
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      msgid = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') msgid += unquote(line);
      else msgstr += unquote(line);
    } else if (line === '') {
      field = null;
    }
  }
  flush();
  poCache.set(file, entries);
  return entries;
}

/**
 * A plain message of an app in a locale, as its catalog has it; an untranslated message falls back to the
 * English source (lingui.config.js: fallbackLocales en-US), as the site does.
 */
export function catalogText(catalog: CatalogName, locale: Locale, msgid: string): string {
  const file = catalogFile(catalog, locale);
  const entries = readPo(file);
  if (!entries.has(msgid)) throw new Error(`"${msgid}" is not in ${path.relative(ROOT, file)}`);
  return entries.get(msgid) || msgid;
}
