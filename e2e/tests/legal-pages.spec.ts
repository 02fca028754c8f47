import { type Page } from '@playwright/test';
import { LOCALES, localizePath, routeById, type Locale } from 'shared-contracts';
import { LONG_PAGE_TIMEOUT, expect, test } from '../support/fixtures';
import { catalogText, expectedTitle } from '../support/i18n';
import { expectPathname } from '../support/site';

/*
 * Spec 2.2: the legal pages (terms of use, online privacy policy, web accessibility, text message policy,
 * natural disaster assistance) in every locale, with a table of contents whose links move to their sections
 * inside the shell's router; and /licenses, generated at build time from the packages the site ships.
 * public-pages.spec.ts scans every one of these pages with axe as it loads.
 */

/**
 * /licenses renders some 200 packages, and every check below looks through all of them: on a loaded 2-core machine a
 * test of it ran past the default 45 s.
 */
const slowLicenses = () => test.slow();

const LEGAL_ROUTES = ['termsOfUse', 'onlinePrivacyPolicy', 'webAccessibility', 'smsPolicy', 'naturalDisasterAssistance'] as const;

/** The h1 of a route: its title, which the document title repeats before " | company". */
async function routeHeading(routeId: (typeof LEGAL_ROUTES)[number] | 'licenses', locale: Locale): Promise<string> {
  return (await expectedTitle(routeId, locale)).split(' | ')[0]!;
}

const toc = (page: Page, locale: Locale) =>
  page.getByRole('main').getByRole('navigation', { name: catalogText('mfe-public/legal', locale, 'On this page'), exact: true });

/** The section an in-page link points at: its h2, found by the link's own `#id`. */
async function targetHeading(page: Page, href: string) {
  expect(href, 'a table-of-contents link is a fragment of this page').toMatch(/^#[a-z0-9-]+$/);
  return page.locator(`h2[id="${href.slice(1)}"]`);
}

/**
 * The locale each document's browser test runs in: one per document, every locale at least once. The table of
 * contents is one component; what differs by locale is its text, which the server-HTML test below checks for every
 * document in every locale without a browser (public-pages.spec.ts loads and scans each of the fifteen pages).
 */
const BROWSER_LOCALE: Record<(typeof LEGAL_ROUTES)[number], Locale> = {
  termsOfUse: 'en-US',
  onlinePrivacyPolicy: 'es-US',
  webAccessibility: 'pt-BR',
  smsPolicy: 'es-US',
  naturalDisasterAssistance: 'pt-BR',
};

test.describe('spec 2.2: legal pages', () => {
  test('every document in every locale is sent with its h1 and an ordered table of contents, one entry per section heading', async ({ page, request }) => {
    for (const routeId of LEGAL_ROUTES) {
      for (const locale of LOCALES) {
        const path = localizePath(routeById(routeId).path, locale);
        await test.step(path, async () => {
          const response = await request.get(path, { headers: { accept: 'text/html' } });
          expect.soft(response.status(), `HTTP status of ${path}`).toBe(200);
          // Read with the browser's own HTML parser, on a blank page: no script of the page runs.
          const found = await page.evaluate(
            ({ html, tocName }) => {
              const parsed = new DOMParser().parseFromString(html, 'text/html');
              const main = parsed.querySelector('main');
              // The navigation named by its heading (aria-labelledby), as the browser's accessibility tree names it.
              const nameOf = (element: Element) =>
                element.getAttribute('aria-label') ?? parsed.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
              const nav = [...(main?.querySelectorAll('nav') ?? [])].find((element) => nameOf(element) === tocName);
              return {
                h1: [...(main?.querySelectorAll('h1') ?? [])].map((heading) => (heading.textContent ?? '').trim()),
                lists: nav?.querySelectorAll('ol').length ?? 0,
                hrefs: [...(nav?.querySelectorAll('li a') ?? [])].map((anchor) => anchor.getAttribute('href') ?? ''),
                sections: [...(main?.querySelectorAll('section > h2') ?? [])].map((heading) => `#${heading.id}`),
              };
            },
            { html: await response.text(), tocName: catalogText('mfe-public/legal', locale, 'On this page') },
          );
          expect.soft(found.h1, `the h1 of ${path}`).toEqual([await routeHeading(routeId, locale)]);
          expect.soft(found.lists, `${path}: the table of contents is one ordered list`).toBe(1);
          expect.soft(found.hrefs.length, `${path}: sections in the table of contents`).toBeGreaterThanOrEqual(6);
          // One entry per section heading of the document, in order, each pointing at its heading.
          expect.soft(found.hrefs, `${path}: the entries point at the section headings, in order`).toEqual(found.sections);
        });
      }
    }
  });

  for (const routeId of LEGAL_ROUTES) {
    const locale = BROWSER_LOCALE[routeId];
    const path = localizePath(routeById(routeId).path, locale);

    test(`${path}: the table of contents' links move to their sections inside the page`, async ({ page, openPage }) => {
      await openPage(path, { timeout: LONG_PAGE_TIMEOUT });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(await routeHeading(routeId, locale));

      const contents = toc(page, locale);
      await expect(contents).toBeVisible();
      const links = contents.getByRole('listitem').getByRole('link');
      const count = await links.count();
      expect(count, 'sections in the table of contents').toBeGreaterThanOrEqual(6);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const names = await links.allInnerTexts();

      // A full reload or a route change would lose this marker or scroll back to the top.
      await page.evaluate(() => Object.assign(window, { legalPageMarker: true }));
      for (const index of [Math.floor(count / 2), count - 1, 0]) {
        const href = hrefs[index]!;
        await links.nth(index).click();
        await expect(page).toHaveURL((url) => url.hash === href);
        await expectPathname(page, path);
        const heading = await targetHeading(page, href);
        await expect(heading).toHaveText(names[index]!);
        await expect(heading).toBeInViewport();
      }
      expect(await page.evaluate(() => (window as { legalPageMarker?: boolean }).legalPageMarker)).toBe(true);
      await expect(h1).toHaveText(await routeHeading(routeId, locale));

      // Back returns to the previous section, still on this page.
      await page.goBack();
      await expect(page).toHaveURL((url) => url.hash === hrefs[count - 1]);
      await expectPathname(page, path);
      await expect(h1).toHaveText(await routeHeading(routeId, locale));
    });
  }

  test('a link to one section opens the page at that section, in the locale of its prefix', async ({ page }) => {
    await page.goto(localizePath(routeById('onlinePrivacyPolicy').path, 'pt-BR'));
    const links = toc(page, 'pt-BR').getByRole('link');
    const href = (await links.nth(5).getAttribute('href'))!;
    const name = await links.nth(5).innerText();

    await page.goto(`${localizePath(routeById('onlinePrivacyPolicy').path, 'pt-BR')}${href}`);
    const heading = await targetHeading(page, href);
    await expect(heading).toHaveText(name);
    await expect(heading).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('the translations say that the English version controls, the English text does not', async ({ page }) => {
    await page.goto(localizePath(routeById('termsOfUse').path, 'es-US'));
    await expect(page.getByRole('note')).toContainText('prevalecerá la versión en inglés');
    await page.goto(routeById('termsOfUse').path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('the privacy policy says that sessions are not recorded, in every language (docs/decisions/056)', async ({ page, openPage, axe }) => {
    const sentences = { 'en-US': 'We do not record sessions', 'es-US': 'No grabamos sesiones', 'pt-BR': 'Não gravamos sessões' } as const;
    for (const locale of LOCALES) {
      await openPage(localizePath(routeById('onlinePrivacyPolicy').path, locale));
      const main = page.getByRole('main');
      await expect(main.getByText(sentences[locale])).toBeVisible();
      await expect(main.getByRole('rowheader', { name: /\(rb_device\)/ })).toBeVisible();
      await axe.expectNoViolations(`/online-privacy-policy in ${locale}`);
    }
    await page.screenshot({ path: test.info().outputPath('privacy-pt.png'), fullPage: true });
  });
});

test.describe('spec 2.2: /licenses', () => {
  for (const locale of ['en-US', 'pt-BR'] as const) {
    const path = localizePath(routeById('licenses').path, locale);

    test(`${path} lists the packages the site ships with their licenses`, async ({ page, openPage }) => {
      slowLicenses();
      await openPage(path, { timeout: LONG_PAGE_TIMEOUT });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await routeHeading('licenses', locale));
      const list = page.getByRole('main').getByRole('list');
      await expect(list).toBeVisible();
      expect(await list.getByRole('listitem').count(), 'packages in the inventory').toBeGreaterThan(100);

      const opensInNewTab = catalogText('mfe-public/licenses', locale, '(opens in a new tab)');
      const licenseLabel = catalogText('mfe-public/licenses', locale, 'License:');
      for (const name of ['react', 'react-dom', 'webpack', '@chakra-ui/react', 'react-router', '@tanstack/react-query', 'jotai', 'zod', '@module-federation/runtime']) {
        const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${name.replace(/[/@.]/g, '\\$&')} \\d`) }) });
        await expect(item, name).toHaveCount(1);
        await expect(item).toContainText(`${licenseLabel} MIT`);
        const link = item.getByRole('link').first();
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(new RegExp(`${opensInNewTab.replace(/[()]/g, '\\$&')}$`));
      }

      // A license text, as its authors published it (in English), opens on request.
      const react = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^react \d/ }) });
      await react.locator('summary').click();
      const text = react.getByRole('region');
      await expect(text).toContainText('Permission is hereby granted, free of charge');
      await expect(text).toHaveAttribute('lang', 'en');
    });
  }

  test('/licenses can be searched and filtered by license', async ({ page, openPage }) => {
    slowLicenses();
    await openPage(routeById('licenses').path, { timeout: LONG_PAGE_TIMEOUT });
    const search = page.getByRole('searchbox', { name: 'Search packages' });
    await search.fill('react-dom');
    await expect(page.getByRole('status')).toHaveText(/^1 of \d+ packages matches$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await search.fill('');
    await page.getByRole('combobox', { name: 'License' }).selectOption('Apache-2.0');
    await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ packages match(es)?$/);
    // The status above also matches the search's "1 of … matches" until the list follows the filter: wait on the
    // list itself, every package shown with the chosen license, and at least one.
    const packages = page.getByRole('main').getByRole('listitem');
    await expect(packages.filter({ hasNotText: 'Apache-2.0' })).toHaveCount(0);
    await expect(packages.first()).toContainText('Apache-2.0');
  });
});

test.describe('axe: /licenses (WCAG 2.2 A/AA)', () => {
  test('/licenses with a license text open has no violations', async ({ page, openPage, axe }) => {
    slowLicenses();
    await openPage(routeById('licenses').path, { timeout: LONG_PAGE_TIMEOUT });
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('main').locator('summary').first().click();
    await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
    await axe.expectNoViolations('/licenses with a license text open');
  });
});
