import {
  API_PATHS,
  COMPANY,
  FOOTER_DOCUMENTS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_NATIVE_NAME,
  MOBILE_BREAKPOINT_PX,
  SOCIAL_LINKS,
  documentPath,
  localizePath,
  remoteBasePath,
  routeById,
  type Locale,
} from 'shared-contracts';
import { LONG_PAGE_TIMEOUT, expect, test } from '../support/fixtures';
import { expectedTitle } from '../support/i18n';
import { RAW_PLACEHOLDER, banner, expectPathname, headerLoginButton, languageNav, mainNav, openLoginDialog } from '../support/site';

/* The app shell of spec 2.7–2.9, 2.13, 4.6 and the module federation rules of docs/architecture.md, with all remotes loaded. */

const FAQ = routeById('faq').path;

test.describe('module federation: one React, one react-dom, one Chakra in the page', () => {
  test('/design composes all three remotes on a single React renderer and single shared libraries', async ({ page, openPage }) => {
    // /design is the longest page: the budget of design.spec.ts's tests.
    test.setTimeout(90_000);
    // A stand-in for React DevTools: every copy of react-dom that starts registers itself with this hook.
    await page.addInitScript(() => {
      const hook = {
        supportsFiber: true,
        renderers: new Map<number, { version?: string; rendererPackageName?: string }>(),
        inject(renderer: { version?: string; rendererPackageName?: string }) {
          this.renderers.set(this.renderers.size + 1, renderer);
          return this.renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
    });
    await openPage(routeById('design').path, { timeout: LONG_PAGE_TIMEOUT });
    // mfe-public's page, mfe-auth's and mfe-account's sections.
    await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagination' })).toBeVisible();

    const renderers = await page.evaluate(() => {
      const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string; rendererPackageName?: string }> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__;
      return [...hook.renderers.values()].map((renderer) => `${renderer.rendererPackageName}@${renderer.version}`);
    });
    expect(renderers, 'React renderers injected into the page').toHaveLength(1);

    // The federation runtime's share scopes: per package, which versions were loaded, and which module object
    // each federation instance (the shell and every remote) actually gets.
    const shared = await page.evaluate(() => {
      interface LoadedModule {
        loaded?: boolean;
        lib?: () => unknown;
      }
      // A tree-shaken shared package (Chakra, see tooling/federation.cjs) keeps its loaded module under `treeShaking`.
      interface SharedEntry extends LoadedModule {
        from?: string;
        treeShaking?: LoadedModule;
      }
      const loadedModule = (entry: SharedEntry): LoadedModule | null =>
        entry.lib ? entry : entry.treeShaking?.lib ? entry.treeShaking : null;
      interface Instance {
        name: string;
        shareScopeMap?: Record<string, Record<string, Record<string, SharedEntry>>>;
      }
      const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Instance[]; __SHARE__: Record<string, Instance['shareScopeMap']> } })
        .__FEDERATION__;
      if (!federation) return null;
      const report: Record<string, { loadedVersions: string[]; instances: string[]; perInstance: Record<string, string[]>; distinctModules: number }> = {};
      for (const pkg of ['react', 'react-dom', '@chakra-ui/react']) {
        const modules: unknown[] = [];
        const loadedVersions = new Set<string>();
        const perInstance: Record<string, string[]> = {};
        // Every share scope the runtime holds, by instance name, and every instance's own view of it.
        const scopeMaps = [
          ...Object.values(federation.__SHARE__),
          ...federation.__INSTANCES__.map((instance) => instance.shareScopeMap),
        ];
        for (const scopeMap of scopeMaps) {
          for (const scope of Object.values(scopeMap ?? {})) {
            for (const [version, entry] of Object.entries(scope[pkg] ?? {})) {
              if (entry.loaded || entry.treeShaking?.loaded || loadedModule(entry)) loadedVersions.add(version);
            }
          }
        }
        for (const instance of federation.__INSTANCES__) {
          const used: string[] = [];
          for (const scope of Object.values(instance.shareScopeMap ?? {})) {
            for (const [version, entry] of Object.entries(scope[pkg] ?? {})) {
              const loaded = loadedModule(entry);
              if (!loaded?.lib) continue;
              used.push(version);
              const module = loaded.lib();
              if (!modules.includes(module)) modules.push(module);
            }
          }
          perInstance[instance.name] = used;
        }
        report[pkg] = {
          loadedVersions: [...loadedVersions],
          instances: federation.__INSTANCES__.map((instance) => instance.name),
          perInstance,
          distinctModules: modules.length,
        };
      }
      return report;
    });

    expect(shared, 'globalThis.__FEDERATION__ (the module federation runtime) is present').not.toBeNull();
    for (const [pkg, info] of Object.entries(shared!)) {
      const detail = JSON.stringify(info);
      expect(info.loadedVersions, `${pkg}: loaded versions ${detail}`).toHaveLength(1);
      expect(info.distinctModules, `${pkg}: distinct module objects handed to instances ${detail}`).toBe(1);
      // The shell and the three remotes all run in this page, and each resolves the package to that one version.
      expect(info.instances, `${pkg}: federation instances`).toEqual(
        expect.arrayContaining(['shell', 'mfe_public', 'mfe_auth', 'mfe_account']),
      );
      for (const [instance, versions] of Object.entries(info.perInstance)) {
        expect(versions, `${pkg} as seen by ${instance}: ${detail}`).toEqual(info.loadedVersions);
      }
    }
  });
});

test('server rendering: the shell starts from the configuration the page carries, and the page preloads its remote once', async ({ page, openPage }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const response = await openPage(FAQ);
  // The page's remote was found through the configuration: the FAQ rendered, and nobody fetched /env.json.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(await expectedTitle('faq', 'en-US'));
  expect(asked.filter((path) => path === API_PATHS.env)).toEqual([]);
  // The HTML named mfe-public's entry for preloading; the runtime's own load then found it, not a second copy.
  const html = (await response?.text()) ?? '';
  const entry = `${remoteBasePath('public')}/remoteEntry.js`;
  expect(html).toContain(`<link rel="preload" href="${entry}" as="script" fetchpriority="low">`);
  expect(asked.filter((path) => path === entry)).toHaveLength(1);
  // So did the FAQ's own page chunk (docs/decisions/040), found by hydration in the cache.
  const routeChunk = /href="(\/remotes\/mfe-public\/static\/js\/route-faq\.[^"]+)"/.exec(html)?.[1] ?? 'none';
  expect(asked.filter((path) => path === routeChunk), `the FAQ's page chunk (${routeChunk})`).toHaveLength(1);
  // And every script of the shell's start (docs/decisions/039): each preloaded one is used, and fetched once.
  const shellPreloads = [...html.matchAll(/<link rel="preload" as="script" href="(\/static\/js\/[^"]+)"/g)].map((match) => match[1]);
  expect(shellPreloads.length).toBeGreaterThan(10);
  for (const script of shellPreloads) expect(asked.filter((path) => path === script), script).toHaveLength(1);
});

test.describe('spec 1/2.1/9: locale switcher', () => {
  test('switching to Español then Português keeps the page, sets <html lang> and a 365-day cookie', async ({ page, context, openPage }) => {
    await openPage(FAQ);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    for (const locale of ['es-US', 'pt-BR'] as const) {
      await test.step(locale, async () => {
        const clickedAt = Date.now() / 1000;
        const current = (await page.locator('html').getAttribute('lang')) as Locale;
        await languageNav(page, current).getByRole('link', { name: LOCALE_NATIVE_NAME[locale], exact: true }).click();
        await expectPathname(page, localizePath(FAQ, locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(await expectedTitle('faq', locale));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

        await expect
          .poll(async () => (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value, {
            message: `cookie ${LOCALE_COOKIE}`,
          })
          .toBe(locale);
        const cookie = (await context.cookies()).find((candidate) => candidate.name === LOCALE_COOKIE)!;
        const oneDay = 24 * 60 * 60;
        expect(cookie.expires, 'the locale cookie is persistent').toBeGreaterThan(0);
        expect(Math.abs(cookie.expires - (clickedAt + LOCALE_COOKIE_MAX_AGE_SECONDS)), 'cookie expiry ≈ now + 365 days').toBeLessThan(oneDay);
        expect(cookie.path).toBe('/');

        // Every switcher link points at the current page in its locale.
        for (const [target, name] of Object.entries(LOCALE_NATIVE_NAME)) {
          await expect(languageNav(page, locale).getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            localizePath(FAQ, target as keyof typeof LOCALE_NATIVE_NAME),
          );
        }
      });
    }
  });
});

test.describe('spec 2.8: mobile menu below 768 px', () => {
  test.use({ viewport: { width: MOBILE_BREAKPOINT_PX - 1, height: 900 } });

  test('at 767 px the Menu button opens all submenus at once and toggles closed', async ({ page, openPage }) => {
    await openPage(FAQ);
    const menuButton = banner(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Dealer FAQ' })).toBeHidden();

    await menuButton.click();
    const closeButton = banner(page).getByRole('button', { name: /menu/i });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    // All submenus expanded: links of both dropdowns are visible without opening either.
    for (const name of ['Customer homepage', 'Make a payment', 'Customer FAQ', 'Dealer homepage', 'Dealer FAQ', 'About us', 'Careers', 'Contact us']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: /^Dealer log in/ })).toBeVisible();

    await closeButton.click();
    await expect(banner(page).getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Dealer FAQ' })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Make a payment' })).toBeHidden();
  });

  test('choosing a link in the mobile menu navigates and closes the menu', async ({ page, openPage }) => {
    await openPage(FAQ);
    await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await mainNav(page).getByRole('link', { name: 'Dealer FAQ', exact: true }).click();
    await expectPathname(page, routeById('dealersFaq').path);
    await expect(page).toHaveTitle(await expectedTitle('dealersFaq', 'en-US'));
    await expect(banner(page).getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Make a payment' })).toBeHidden();
  });
});

test.describe('spec 2.8: desktop navigation from 768 px', () => {
  test.use({ viewport: { width: MOBILE_BREAKPOINT_PX, height: 900 } });

  test('at 768 px the menu button is hidden and the desktop nav shows Customers and Dealers', async ({ page, openPage }) => {
    await openPage(FAQ);
    await expect(banner(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(mainNav(page).getByRole('button', { name: 'Customers' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Dealers' })).toBeVisible();
    for (const name of ['About us', 'Careers', 'Contact us']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(headerLoginButton(page)).toBeVisible();
  });

  test('one dropdown at a time; a click outside closes; choosing a link closes and navigates', async ({ page, openPage }) => {
    await openPage(FAQ);
    const customers = mainNav(page).getByRole('button', { name: 'Customers' });
    const dealers = mainNav(page).getByRole('button', { name: 'Dealers' });
    const payment = mainNav(page).getByRole('link', { name: 'Make a payment', exact: true });
    const dealerFaq = mainNav(page).getByRole('link', { name: 'Dealer FAQ', exact: true });

    await customers.click();
    await expect(customers).toHaveAttribute('aria-expanded', 'true');
    await expect(payment).toBeVisible();
    await expect(dealerFaq).toBeHidden();

    await dealers.click();
    await expect(dealers).toHaveAttribute('aria-expanded', 'true');
    await expect(dealerFaq).toBeVisible();
    await expect(customers).toHaveAttribute('aria-expanded', 'false');
    await expect(payment).toBeHidden();

    // A click outside the menu (on the footer) closes everything.
    await page.getByRole('contentinfo').click({ position: { x: 2, y: 2 } });
    await expect(dealers).toHaveAttribute('aria-expanded', 'false');
    await expect(dealerFaq).toBeHidden();
    await expectPathname(page, FAQ);

    await dealers.click();
    await dealerFaq.click();
    await expectPathname(page, routeById('dealersFaq').path);
    await expect(page).toHaveTitle(await expectedTitle('dealersFaq', 'en-US'));
    await expect(dealers).toHaveAttribute('aria-expanded', 'false');
    await expect(dealerFaq).toBeHidden();
  });
});

test.describe('spec 2.7: skip link', () => {
  test('the skip link is the first Tab stop and moves focus to the main area', async ({ page, openPage }) => {
    await openPage(FAQ);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))), {
        message: 'focus is on or inside <main>',
      })
      .toBe(true);
    // The next Tab continues from the main area, not from the top of the header.
    await page.keyboard.press('Tab');
    await expect
      // Inside main, not back in the site's banner (a page's own <header> inside main is no banner).
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))), {
        message: 'the Tab after the skip link does not go back into the header',
      })
      .toBe(true);
  });
});

test.describe('spec 2.13/4.6: leaving-site interstitial', () => {
  const facebook = SOCIAL_LINKS.find((link) => link.id === 'facebook')!;

  test('Cancel stays; Continue opens the external site in a new tab', async ({ page, context, openPage }) => {
    // The network is closed here: answer the external site locally so the new tab has something to show.
    await context.route(`${new URL(facebook.url).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Facebook stand-in</title>' }),
    );
    const popups: string[] = [];
    context.on('page', (opened) => popups.push(opened.url()));

    await openPage(FAQ);
    const footer = page.getByRole('contentinfo');
    const link = footer.getByRole('link', { name: new RegExp(`^${facebook.label}`) });
    const dialog = page.getByRole('dialog', { name: 'You are leaving our site' });

    await link.click();
    await expect(dialog).toBeVisible();
    // What the dialog says is filled in: no raw message placeholders such as "{company}".
    await expect.soft(dialog).not.toContainText(RAW_PLACEHOLDER);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectPathname(page, FAQ);

    await link.click();
    await expect(dialog).toBeVisible();
    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /^Continue/ }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(facebook.url);
    await expect(dialog).toBeHidden();
    await expectPathname(page, FAQ);
    expect(popups, 'new tabs opened: only the one from Continue').toHaveLength(1);
  });

  test('the dialog closes on Escape and on browser back, staying on the same page', async ({ page, openPage, axe }) => {
    await openPage(FAQ);
    const link = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^${facebook.label}`) });
    const dialog = page.getByRole('dialog', { name: 'You are leaving our site' });

    await link.click();
    await expect(dialog).toBeVisible();
    await axe.expectNoViolations('/faq, the leaving-site dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectPathname(page, FAQ);

    await link.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expectPathname(page, FAQ);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer FAQ' })).toBeVisible();
  });
});

test.describe('spec 2.8/2.10: login button', () => {
  test('"Log in" opens the login dialog from mfe-auth', async ({ page, openPage }) => {
    await openPage(FAQ);
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('spec 2.9: footer', () => {
  test('shows the current year and the three PDF documents, which download', async ({ page, openPage }) => {
    // The browser's clock, fixed: the page's year and the test's cannot differ across a New Year's midnight.
    const now = new Date('2026-06-10T12:00:00');
    await page.clock.setFixedTime(now);
    await openPage(FAQ);
    const footer = page.getByRole('contentinfo');
    const year = String(now.getFullYear());
    await expect.soft(footer.getByText(`© ${year} ${COMPANY.name}`)).toBeVisible();
    await expect.soft(footer).not.toContainText(RAW_PLACEHOLDER);

    const names: Record<(typeof FOOTER_DOCUMENTS)[number], RegExp> = {
      'privacy-notice': /^Privacy notice/,
      'california-privacy-notice': /^California privacy notice/,
      'electronic-consent-agreement': /^Electronic consent agreement/,
    };
    for (const document of FOOTER_DOCUMENTS) {
      const link = footer.getByRole('link', { name: names[document] });
      await expect(link).toBeVisible();
      const href = documentPath(document, 'en-US');
      await expect(link).toHaveAttribute('href', href);
      const response = await page.request.get(href);
      expect.soft(response.status(), `GET ${href}`).toBe(200);
      expect.soft(response.headers()['content-type'] ?? '', `content type of ${href}`).toContain('application/pdf');
    }
  });
});
