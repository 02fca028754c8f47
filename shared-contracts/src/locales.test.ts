import { localeCookie, localizePath, splitLocale, LOCALE_COOKIE_MAX_AGE_SECONDS } from './locales.js';

describe('locale helpers (spec 2.1, 9)', () => {
  it('splits the locale prefix off a path', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en-US', path: '/' });
    expect(splitLocale('/es')).toEqual({ locale: 'es-US', path: '/' });
    expect(splitLocale('/pt/dealers/faq')).toEqual({ locale: 'pt-BR', path: '/dealers/faq' });
    expect(splitLocale('/espanol')).toEqual({ locale: 'en-US', path: '/espanol' });
  });

  it('builds the same page in another locale', () => {
    expect(localizePath('/', 'es-US')).toBe('/es');
    expect(localizePath('/faq', 'pt-BR')).toBe('/pt/faq');
    expect(localizePath('/faq', 'en-US')).toBe('/faq');
  });

  it('keeps the locale cookie for 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(localeCookie('es-US', false)).toBe('locale=es-US; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('pt-BR', true)).toContain('; Secure');
  });
});
