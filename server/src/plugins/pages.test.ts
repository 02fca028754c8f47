import { LOCALES, LOCALE_COOKIE, ROUTES, errorBodySchema, localizePath } from 'shared-contracts';
import { FIXTURE_INDEX_HTML } from '../test-support/web-root-fixture.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const TOKEN = 'AbCdEf0123456789_-xyzXYZ';
const concretePath = (path: string) => path.replace('{token}', TOKEN);
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT, ...headers } });

describe('pages of the route table', () => {
  const cases = ROUTES.flatMap((route) =>
    LOCALES.map((locale) => [localizePath(concretePath(route.path), locale), route.id, locale] as const),
  );

  it.each(cases)('GET %s (%s) answers 200 with the shell in %s', async (url, _id, locale) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The shell's page, with <html lang> already in the URL's locale before any script runs.
    expect(response.body).toBe(FIXTURE_INDEX_HTML.replace('<html lang="en"', `<html lang="${locale}"`));
  });

  it('serves a trailing-slash variant and HEAD requests', async () => {
    expect((await get('/faq/')).statusCode).toBe(200);
    expect((await get('/es/')).statusCode).toBe(200);
    const head = await testApp.app.inject({ method: 'HEAD', url: '/pt/about', headers: { accept: BROWSER_ACCEPT } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers 304 when the browser already has this index.html', async () => {
    const first = await get('/about');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const second = await get('/about', { 'if-none-match': String(etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('treats a token that is too short as an unknown page', async () => {
    expect((await get('/reset-password-short')).statusCode).toBe(404);
  });
});

describe('unknown pages', () => {
  it.each([
    ['/no-such-page', 'en-US'],
    ['/fr/about', 'en-US'],
    ['/es/unknown', 'es-US'],
    ['/pt/account/nope', 'pt-BR'],
    ['/FAQ', 'en-US'],
    ['/es%2Ffaq', 'en-US'],
  ])('GET %s answers 404 with the shell in %s, which renders the error page', async (url, locale) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(FIXTURE_INDEX_HTML.replace('<html lang="en"', `<html lang="${locale}"`));
  });

  it.each(['/api/nothing', '/api', '/remotes/mfe-public/missing.js', '/remotes/unknown/x', '/static/js/missing.js', '/missing.png', '/es/logo.svg'])(
    'GET %s answers a JSON 404 (no page there)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(errorBodySchema.parse(response.json()).status).toBe('NOT_FOUND');
    },
  );

  it('answers JSON to a client that does not take HTML', async () => {
    const response = await get('/no-such-page', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers a JSON 404 to other methods', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/faq', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('NOT_FOUND');
  });
});

describe('legacy paths', () => {
  it.each([
    ['/inventory', '/dealers'],
    ['/secure/change-password.aspx', '/change-password'],
    ['/secure/create-account.aspx', '/create-account'],
    ['/es/inventory', '/es/dealers'],
    ['/pt/secure/create-account.aspx', '/pt/create-account'],
    ['/Secure/Change-Password.aspx', '/change-password'],
    ['/inventory/', '/dealers'],
    ['/inventory?utm_source=mail&x=1', '/dealers?utm_source=mail&x=1'],
  ])('GET %s answers 301 to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('redirects clients that do not ask for HTML as well', async () => {
    const response = await get('/inventory', { accept: 'application/json' });
    expect(response.statusCode).toBe(301);
  });

  it('serves /sitemap.xml for real rather than redirecting it', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
  });
});

describe('the locale cookie', () => {
  it.each([
    ['es-US', '/faq', '/es/faq'],
    ['pt-BR', '/', '/pt'],
    ['pt-BR', '/dealers/faq?ref=1', '/pt/dealers/faq?ref=1'],
    ['es-US', `/verify-email-${TOKEN}`, `/es/verify-email-${TOKEN}`],
  ])('with %s, GET %s answers 302 to %s', async (locale, url, location) => {
    const response = await get(url, { cookie: `${LOCALE_COOKIE}=${locale}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toContain('Cookie');
  });

  it.each([
    ['en-US', '/faq'],
    ['es-US', '/es/faq'],
    ['es-US', '/pt/faq'],
    ['fr-FR', '/faq'],
    ['', '/faq'],
  ])('with "%s", GET %s serves the page as asked', async (locale, url) => {
    const response = await get(url, { cookie: `${LOCALE_COOKIE}=${locale}` });
    expect(response.statusCode).toBe(200);
  });

  it('marks unprefixed pages as varying by cookie', async () => {
    expect((await get('/faq')).headers.vary).toContain('Cookie');
  });

  it('does not redirect unknown paths', async () => {
    const response = await get('/nowhere', { cookie: `${LOCALE_COOKIE}=es-US` });
    expect(response.statusCode).toBe(404);
  });
});

describe('before the first front-end build', () => {
  it('answers 503 with a plain page and a Retry-After', async () => {
    const local = await createTestApp();
    try {
      await local.fixture.remove('shell/dist/index.html');
      const response = await local.app.inject({ method: 'GET', url: '/faq' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.body).toContain('Temporarily unavailable');
    } finally {
      await local.close();
    }
  });
});
