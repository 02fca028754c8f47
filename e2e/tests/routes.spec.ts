import { COMPANY, LOCALES, ROUTES, localizePath, routeById, type AppRoute, type RouteId } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText, expectedTitle } from '../support/i18n';
import { STACK_TRACE, concretePath, expectPathname } from '../support/site';

/*
 * Spec 2.1–2.6, 2.14, 8.5: every route in every locale, unknown paths, legacy paths and hostile addresses,
 * each loaded directly as a visitor would (bookmark, typed address, link from a search engine). mfe-public's pages
 * are loaded in the browser by public-pages.spec.ts; the server's HTML of every route is checked here.
 */

test.describe('spec 2.4/2.6: every signed-in route sends a signed-out visitor home, in every locale', () => {
  // Every other route is one of mfe-public's pages: public-pages.spec.ts loads each in every locale and checks its
  // status, title, language and one h1 on the way.
  // One test per route, its three locale variants in one page: a warm browser cache keeps the suite fast, and
  // soft assertions still report every locale that fails.
  for (const route of ROUTES.filter((candidate) => candidate.access === 'signedInOnly')) {
    const variants = LOCALES.map((locale) => ({ locale, path: localizePath(concretePath(route), locale) }));
    const names = variants.map(({ path }) => path).join(', ');

    test(`spec 2.4/2.6: ${names} send a signed-out visitor to the localized home page`, async ({ page }) => {
      for (const { locale, path } of variants) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect.soft(response?.status(), `HTTP status of ${path}`).toBe(200);
          const home = localizePath(routeById('index').path, locale);
          await expectPathname(page, home);
          await expect.soft(page).toHaveTitle(await expectedTitle('index', locale));
          await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);
          await expect.soft(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 count on ${path}`).toHaveCount(1);
        });
      }
    });
  }
});

test.describe('spec 2.6/2.14/8.5: unknown paths', () => {
  const cases = [
    { path: '/no-such-page', locale: 'en-US' },
    { path: '/es/no-such-page', locale: 'es-US' },
    // /fr is no locale of ours: the whole path is an unknown English path.
    { path: '/fr/about', locale: 'en-US' },
  ] as const;

  for (const { path, locale } of cases) {
    test(`spec 8.5: ${path} answers 404 and shows "Page not found" with the path`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(404);
      const heading = catalogText('shell', locale, 'Page not found');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toContainText(path);
      await expect(page).toHaveTitle(`${heading} | ${COMPANY.name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectPathname(page, path);
      // Spec 2.14: the way home and the way to help (links or buttons, by their accessible names).
      const main = page.getByRole('main');
      for (const name of [catalogText('shell', locale, 'Go to the home page'), catalogText('shell', locale, 'Get help')]) {
        await expect(main.getByRole('link', { name }).or(main.getByRole('button', { name }))).toBeVisible();
      }
    });
  }

  test('spec 2.14: the error page\'s "Get help" leads to the contact page', async ({ page }) => {
    await page.goto('/no-such-page');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Get help' }).or(main.getByRole('button', { name: 'Get help' })).click();
    await expectPathname(page, routeById('contact').path);
    await expect(page).toHaveTitle(await expectedTitle('contact', 'en-US'));
  });
});

test.describe('spec 2.5: legacy paths', () => {
  const legacy: ReadonlyArray<{ from: string; to: RouteId }> = [
    { from: '/inventory', to: 'dealers' },
    { from: '/secure/change-password.aspx', to: 'changePassword' },
    { from: '/secure/create-account.aspx', to: 'createAccount' },
  ];

  for (const { from, to } of legacy) {
    const target = routeById(to).path;

    test(`spec 2.5: ${from} answers 301 to ${target}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), `HTTP status of ${from}`).toBe(301);
      const location = response.headers()['location'];
      expect(location, `Location of ${from}`).toBeTruthy();
      const resolved = new URL(location!, baseURL);
      expect(resolved.origin).toBe(new URL(baseURL!).origin);
      expect(resolved.pathname).toBe(target);
    });

    test(`spec 2.5: following ${from} in the browser lands on ${target}`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await expectPathname(page, target);
      await expect(page).toHaveTitle(await expectedTitle(to, 'en-US'));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('spec 2.6: a signed-out visit to /account lands on the home page', async ({ page }) => {
  await page.goto(routeById('account').path);
  await expectPathname(page, routeById('index').path);
  await expect(page).toHaveTitle(COMPANY.name);
  // The guard redirects: the account page never shows, and the visitor is offered the login.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).last()).toBeVisible();
});

test('server rendering: without JavaScript, every page answers with its language, title, description, server-rendered content and its CSS in <head>, and a signed-in page with the redirect of spec 2.6', async ({
  request,
}) => {
  // The server escapes its head as server/src/http/escape-html.ts does.
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  for (const route of ROUTES as readonly AppRoute[]) {
    for (const locale of LOCALES) {
      const path = localizePath(concretePath(route), locale);
      const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } });
      if (route.access === 'signedInOnly') {
        expect.soft(response.status(), path).toBe(302);
        expect.soft(response.headers().location, path).toBe(localizePath(routeById('index').path, locale));
        continue;
      }
      const html = await response.text();
      expect.soft(response.status(), path).toBe(200);
      expect.soft(html, path).toContain(`<html lang="${locale}"`);
      expect.soft(html, path).toContain(`<title>${escaped(await expectedTitle(route.id, locale))}</title>`);
      expect.soft(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
      // Rendered by the server: the page's h1 and, on a public page, its text; /payments too, for a signed-out visitor
      // (decision 070). (The signed-out-only pages render their frame and a loading status.)
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect.soft(main, `${path}: the server rendered main`).not.toBe('');
      // Its CSS in <head> (decision 042): the rules of every class the body uses, none scattered through the body.
      const [head = '', body = ''] = html.split('</head>');
      const styled = new Set([...head.matchAll(/<style data-emotion="css ([^"]+)">/g)].flatMap((match) => (match[1] ?? '').split(' ')));
      const used = new Set([...body.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1] ?? ''));
      expect.soft([...used].filter((id) => !styled.has(id)), `${path}: classes without their rules in <head>`).toEqual([]);
      expect.soft(body, `${path}: no <style> in the body`).not.toContain('<style');
      if (route.remote === 'public' && route.access === 'public') {
        const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]?.replace(/<[^>]+>/g, '').trim();
        expect.soft(h1, `${path}: the server-rendered h1`).toBeTruthy();
        const text = main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
        expect.soft(text.length, `${path}: the server-rendered text of main`).toBeGreaterThan(100);
      }
    }
  }
});

test.describe('bad input never breaks the server', () => {
  const cases = [
    { name: 'a malformed percent-escape', path: '/%E0%A4%A' },
    { name: 'a 3000-character path', path: `/${'a'.repeat(3000)}` },
    { name: 'a 20 KB query string', path: `${routeById('faq').path}?q=${'x'.repeat(20 * 1024)}` },
  ];

  for (const { name, path } of cases) {
    test(`${name} answers 4xx (or the error page), never 5xx, and no stack trace`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html,*/*' } });
      const body = await response.text();
      expect(response.status(), `HTTP status for ${name}; body: ${body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `HTTP status for ${name}; body: ${body.slice(0, 300)}`).toBeLessThan(500);
      expect(body, 'stack trace in the body').not.toMatch(STACK_TRACE);
      expect(body).not.toContain('node_modules');
    });
  }

  test('a malformed percent-escape in the browser shows an error, not a crash', async ({ page }) => {
    const response = await page.goto('/%E0%A4%A');
    expect(response?.status()).toBeGreaterThanOrEqual(400);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.locator('body')).not.toContainText(STACK_TRACE);
  });
});
