import { matchRoute, normalisePath } from './route-match.js';
import { ROUTES } from './routes.js';
import { LOCALES, localizePath } from './locales.js';

describe('matchRoute (spec 2.1–2.4)', () => {
  it.each(LOCALES)('finds every static route in %s', (locale) => {
    for (const route of ROUTES.filter((candidate) => !candidate.path.includes('{token}'))) {
      const match = matchRoute(localizePath(route.path, locale));
      expect(match?.route.id).toBe(route.id);
      expect(match?.locale).toBe(locale);
    }
  });

  it('reads the token of the tokenised routes', () => {
    const token = 'Zx9_aB-3kLmN0pQrStUv';
    expect(matchRoute(`/verify-email-${token}`)).toMatchObject({ route: { id: 'verifyEmail' }, params: { token } });
    expect(matchRoute(`/pt/reset-password-${token}`)).toMatchObject({
      route: { id: 'resetPassword' },
      locale: 'pt-BR',
      params: { token },
    });
  });

  it('treats a trailing slash as the same page', () => {
    expect(matchRoute('/faq/')?.route.id).toBe('faq');
    expect(matchRoute('/es/')?.route.id).toBe('index');
    expect(normalisePath('/')).toBe('/');
  });

  it.each([
    '/unknown',
    '/fr/about',
    '/es/unknown',
    '/verify-email-',
    '/verify-email-short',
    '/verify-email-<script>alert(1)</script>aaaaaaaa',
    'about',
    `/${'a'.repeat(3000)}`,
    '/es/es/faq',
    '/FAQ',
  ])('answers null for %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});
