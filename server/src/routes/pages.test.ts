import { API_PATHS, ENV_CONFIG_ELEMENT_ID, LOCALES, LOCALE_COOKIE, PORTAL_API_PATHS, ROUTES, errorBodySchema, localizePath } from 'shared-contracts';
import { signIn, signedInHeaders } from '../test-support/portal-client.js';
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
  // Signed out: every page but the signed-in ones (those redirect, below).
  const cases = ROUTES.filter((route) => route.access !== 'signedInOnly').flatMap((route) =>
    LOCALES.map((locale) => [localizePath(concretePath(route.path), locale), route.id, locale] as const),
  );

  it.each(cases)('GET %s (%s) answers 200 with the shell in %s', async (url, _id, locale) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The shell's page, with <html lang>, the title and the description already the page's before any script runs.
    expect(response.body).toContain(`<html lang="${locale}"`);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toMatch(/<title>[^<]*Roadbridge Auto Finance<\/title><meta name="description" content="[^"]{20,}">/);
    expect(response.body).not.toContain('Fixture shell');
  });

  it.each([
    ['/faq', 'Customer FAQ | Roadbridge Auto Finance', 'Answers to customers&#39; common questions'],
    ['/es/faq', 'Preguntas frecuentes para clientes | Roadbridge Auto Finance', 'Respuestas a las preguntas frecuentes'],
    ['/pt/faq', 'Perguntas frequentes para clientes | Roadbridge Auto Finance', 'Respostas às perguntas frequentes'],
    ['/pt', 'Roadbridge Auto Finance', 'Roadbridge Auto Finance: financiamento de carros usados.'],
  ])('names %s by its title and description in its own locale', async (url, title, description) => {
    const { body } = await get(url);
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain(`<meta name="description" content="${description}`);
  });

  it('links a listed page to its canonical address and to itself in each locale, from PUBLIC_URL or the request', async () => {
    const { body } = await get('/es/faq', { host: 'portal.example.com' });
    expect(body).toContain('<link rel="canonical" href="http://portal.example.com/es/faq">');
    expect(body).toContain('<link rel="alternate" hreflang="en-US" href="http://portal.example.com/faq">');
    expect(body).toContain('<link rel="alternate" hreflang="es-US" href="http://portal.example.com/es/faq">');
    expect(body).toContain('<link rel="alternate" hreflang="pt-BR" href="http://portal.example.com/pt/faq">');
    expect(body).toContain('<link rel="alternate" hreflang="x-default" href="http://portal.example.com/faq">');
    expect(body).not.toContain('noindex');
  });

  it('carries the answer of /env.json, so the shell need not ask for it before its first render', async () => {
    const env = await testApp.app.inject({ method: 'GET', url: API_PATHS.env });
    for (const url of ['/faq', '/es/no-such-page']) {
      const inline = new RegExp(`<script type="application/json" id="${ENV_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec((await get(url)).body)?.[1];
      expect(JSON.parse(inline ?? 'null')).toEqual(env.json());
    }
  });

  it('asks search engines not to index pages outside the sitemap, and never advertises a single-use address', async () => {
    const { body } = await get(concretePath('/reset-password-{token}'));
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).not.toContain('rel="canonical"');
    expect(body).not.toContain(TOKEN);
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

describe('the access rules of spec 2.6, before any JavaScript', () => {
  const signedInPages = ROUTES.filter((route) => route.access === 'signedInOnly').flatMap((route) =>
    LOCALES.map((locale) => [localizePath(route.path, locale), localizePath('/', locale)] as const),
  );

  it.each(signedInPages)('sends a signed-out visitor from %s to the home page %s', async (url, home) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(home);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('serves a signed-in customer the signed-in pages, and sends them from a signed-out page to the account', async () => {
    const { cookie } = await signIn(testApp.app);
    for (const locale of LOCALES) {
      const account = await get(localizePath('/account/history', locale), { cookie });
      expect(account.statusCode).toBe(200);
      expect(account.body).toContain(`<html lang="${locale}"`);
      const reset = await get(localizePath(concretePath('/reset-password-{token}'), locale), { cookie });
      expect(reset.statusCode).toBe(302);
      expect(reset.headers.location).toBe(localizePath('/account', locale));
      // Public pages stay public.
      expect((await get(localizePath('/faq', locale), { cookie })).statusCode).toBe(200);
    }
  });

  it('treats an ended or forged session as signed out', async () => {
    const session = await signIn(testApp.app);
    await testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.logout, headers: signedInHeaders(session) });
    expect((await get('/account', { cookie: session.cookie })).headers.location).toBe('/');
    expect((await get('/account', { cookie: session.cookie.replace(/=.*/, '=forged') })).headers.location).toBe('/');
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
    // The built page in the URL's locale, with its own (generic) title: the shell renders the error page.
    expect(response.body).toContain(`<html lang="${locale}"`);
    expect(response.body).toContain('<title>Fixture shell</title><script type="application/json"');
    expect(response.body).toContain('<div id="root"></div>');
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
