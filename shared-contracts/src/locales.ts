/** Spec 2.1 and 9: three locales, each with its URL prefix; the choice is kept in a cookie for 365 days. */
export const LOCALES = ['en-US', 'es-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

export const LOCALE_PREFIX: Record<Locale, string> = {
  'en-US': '',
  'es-US': '/es',
  'pt-BR': '/pt',
};

/** Each locale is listed by its own name in the switcher (spec 1). */
export const LOCALE_NATIVE_NAME: Record<Locale, string> = {
  'en-US': 'English',
  'es-US': 'Español',
  'pt-BR': 'Português',
};

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value as a locale of the site, or undefined (an i18n instance not activated yet, a language not offered). */
export const asLocale = (value: unknown): Locale | undefined => (isLocale(value) ? value : undefined);

/** Splits `/es/faq` into `{ locale: 'es-US', path: '/faq' }`; an unprefixed path is English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in another locale: `localizePath('/faq', 'pt-BR')` is `/pt/faq`. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Value of the locale cookie for `document.cookie` (the browser keeps it 365 days). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
