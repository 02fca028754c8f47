import type { RedirectsRepository, StoredRedirect } from '../db/redirects-repository.js';
import { resolveRedirect } from './resolve-redirect.js';

function repositoryOf(table: Record<string, StoredRedirect>): RedirectsRepository {
  return { findRedirect: async (path) => table[path] ?? null };
}

const redirects = repositoryOf({
  '/inventory': { location: '/dealers', statusCode: 301 },
  '/promo': { location: '/payments?campaign=spring#pay', statusCode: 302 },
  '/spanish-only': { location: '/es/faq', statusCode: 301 },
  '/partner': { location: 'https://partner.example/apply', statusCode: 301 },
  '/self': { location: 'https://www.roadbridge.example/about?x=1', statusCode: 308 },
  '/script': { location: 'javascript:alert(1)', statusCode: 301 },
  '/protocol-relative': { location: '//evil.example/', statusCode: 301 },
  '/backslash': { location: '/\\evil.example/', statusCode: 301 },
});

const resolve = (path: string, search = '') =>
  resolveRedirect(redirects, path, { search, siteHost: 'www.roadbridge.example' });

describe('resolveRedirect', () => {
  it.each([
    ['/inventory', '', '/dealers'],
    ['/es/inventory', '', '/es/dealers'],
    ['/pt/inventory', '?a=1&b=2', '/pt/dealers?a=1&b=2'],
    ['/promo', '?utm=x', '/payments?campaign=spring&utm=x#pay'],
    ['/pt/promo', '', '/pt/payments?campaign=spring#pay'],
    ['/pt/spanish-only', '', '/es/faq'],
    ['/self', '?y=2', '/about?x=1&y=2'],
    ['/es/self', '', '/es/about?x=1'],
  ])('sends %s%s to %s on this site', async (path, search, location) => {
    expect(await resolve(path, search)).toMatchObject({ location, external: false });
  });

  it('keeps the stored status code', async () => {
    expect((await resolve('/promo'))?.statusCode).toBe(302);
    expect((await resolve('/self'))?.statusCode).toBe(308);
  });

  it('sends another host the stored URL, without our query', async () => {
    expect(await resolve('/es/partner', '?session=abc')).toEqual({
      location: 'https://partner.example/apply',
      external: true,
      statusCode: 301,
    });
  });

  it.each(['/script', '/protocol-relative', '/backslash'])('ignores the unsafe stored target of %s', async (path) => {
    expect(await resolve(path)).toBeNull();
  });

  it('answers null for a path without redirect', async () => {
    expect(await resolve('/faq')).toBeNull();
  });
});
