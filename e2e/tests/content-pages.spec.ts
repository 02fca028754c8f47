import { ROUTES, localizePath, routeById, type Locale } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { expectPathname, openLoginDialog } from '../support/site';

/*
 * The content pages of mfe-public against the real built site and server: the FAQ search (spec 5 "Text
 * highlight: matches are marked from 1 character", spec 9 HIGHLIGHT_MIN_LENGTH 1), the sitemap generated
 * from the route table (spec 2.2), and the home page's log-in (spec 2.10) and promotions (spec 3 UI flags).
 */

const faq = (locale: Locale, msgid: string) => catalogText('mfe-public/faq', locale, msgid);
const home = (locale: Locale, msgid: string) => catalogText('mfe-public/home', locale, msgid);
// The offers' own words live with the one offer card (docs/decisions/067).
const offers = (locale: Locale, msgid: string) => catalogText('shared-ui', locale, msgid);

/** The same folding as shared-contracts' highlight: no accents, lower case. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test.describe('FAQ search: filters and marks from one character', () => {
  // A letter that only some questions and answers hold in each language, so the list visibly shrinks.
  const cases = [
    { locale: 'en-US', letter: 'q' },
    { locale: 'es-US', letter: 'j' },
  ] as const;

  for (const { locale, letter } of cases) {
    test(`${locale}: typing "${letter}" marks it and shows fewer questions`, async ({ page, openPage }) => {
      await openPage(localizePath(routeById('faq').path, locale));
      const main = page.getByRole('main');
      const questions = main.getByRole('heading', { level: 3 });
      const box = main.getByRole('searchbox', { name: faq(locale, 'Search questions') });
      const before = await questions.count();
      expect(before, 'customer FAQ questions').toBeGreaterThanOrEqual(20);

      await box.pressSequentially(letter);

      await expect(main.locator('mark').first()).toBeVisible();
      for (const text of await main.locator('mark').allInnerTexts()) expect(fold(text)).toBe(letter);
      await expect.poll(() => questions.count()).toBeLessThan(before);
      const after = await questions.count();
      expect(after).toBeGreaterThan(0);
      await expect(main.getByRole('status')).toContainText(String(after));
      // Every question left is open, with its answer readable (each is a native <details>, docs/decisions/060).
      await expect(main.locator('details:not([open])')).toHaveCount(0);
      await expect(main.locator('details[open]')).toHaveCount(after);
    });
  }

  test('es-US: the search ignores accents ("vehiculo" finds "vehículo")', async ({ page, openPage }) => {
    await openPage(localizePath(routeById('faq').path, 'es-US'));
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: faq('es-US', 'Search questions') }).fill('vehiculo');
    await expect(main.locator('mark', { hasText: 'vehículo' }).first()).toBeVisible();
  });

  test('no match says so and offers the contact page', async ({ page, openPage }) => {
    await openPage(localizePath(routeById('faq').path, 'es-US'));
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: faq('es-US', 'Search questions') }).fill('zzqx');
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(0);
    const notFound = faq('es-US', 'We could not find “{query}”').replace('{query}', 'zzqx');
    await expect(main.getByRole('heading', { level: 2, name: notFound })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(/\S/);
    // The link inside the message (the card under it has a "Contáctenos" button too).
    await main.getByRole('link', { name: 'contáctenos', exact: true }).click();
    await expectPathname(page, localizePath(routeById('contact').path, 'es-US'));
  });

  test('the dealer FAQ has its own questions and search', async ({ page, openPage }) => {
    await openPage(routeById('dealersFaq').path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: faq('en-US', 'The dealer portal') })).toBeVisible();
    const questions = main.getByRole('heading', { level: 3 });
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    await main.getByRole('searchbox', { name: 'Search questions' }).fill('ACH');
    await expect(main.locator('mark', { hasText: 'ACH' }).first()).toBeVisible();
    await expect.poll(() => questions.count()).toBeLessThan(12);
  });
});

test.describe('FAQ answers open before any script runs (native <details>, docs/decisions/060)', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript a question opens by click and by the keyboard, and closes again', async ({ page }) => {
    // No script runs, so nothing hydrates: the fixture's wait for hydration is skipped ('commit'), the page waited for.
    await page.goto(routeById('faq').path, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const question = main.locator('details', { has: page.getByRole('heading', { level: 3, name: faq('en-US', 'How do I go paperless?') }) });
    const summary = question.locator('summary');
    await expect(question).not.toHaveAttribute('open');
    await summary.click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByText(/paperless billing/).first()).toBeVisible();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(question).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('open', '');
  });
});

test.describe('sitemap: generated from the route table', () => {
  const listed = ROUTES.filter((route) => route.inSitemap);

  for (const locale of ['en-US', 'pt-BR'] as const) {
    test(`${locale}: links every sitemap route, in the locale`, async ({ page, openPage }) => {
      await openPage(localizePath(routeById('sitemap').path, locale));
      const links = page.getByRole('main').getByRole('link');
      await expect(links).toHaveCount(listed.length);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs.sort()).toEqual(listed.map((route) => localizePath(route.path, locale)).sort());
    });
  }

  test('a sitemap link opens its page', async ({ page, openPage }) => {
    await openPage(routeById('sitemap').path);
    await page.getByRole('main').getByRole('link', { name: 'Make a payment' }).click();
    await expectPathname(page, routeById('payments').path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  });
});

test.describe('home page', () => {
  for (const locale of ['en-US', 'es-US'] as const) {
    test(`${locale}: the Log in button opens the login dialog`, async ({ page, openPage }) => {
      await openPage(localizePath(routeById('index').path, locale));
      const dialog = await openLoginDialog(page, {
        locale,
        press: () => page.getByRole('main').getByRole('button', { name: home(locale, 'Log in'), exact: true }).click(),
      });
      await expect(dialog.getByRole('textbox', { name: catalogText('mfe-auth', locale, 'Username') })).toBeVisible();
    });
  }

  test('Enroll leads to the enrollment page', async ({ page, openPage }) => {
    await openPage(routeById('index').path);
    await page.getByRole('main').getByRole('link', { name: 'Enroll', exact: true }).click();
    await expectPathname(page, routeById('enroll').path);
  });

  test('a dismissed promotion stays dismissed after a reload (spec 3 UI flag)', async ({ page, openPage }) => {
    await openPage(routeById('index').path);
    const main = page.getByRole('main');
    const appOffer = main.getByRole('heading', { name: offers('en-US', 'Your loan in your pocket') });
    const paperless = main.getByRole('heading', { name: offers('en-US', 'Go paperless') });
    await expect(appOffer).toBeVisible();
    await main.getByRole('button', { name: offers('en-US', 'Dismiss the app offer') }).click();
    await expect(appOffer).toBeHidden();

    await page.reload();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(paperless).toBeVisible();
    await expect(appOffer).toHaveCount(0);
  });
});

test.describe('axe: WCAG 2.2 A/AA on the content pages', () => {
  // The pages as they load are scanned by public-pages.spec.ts; this is the state a search leaves.
  test('/faq with a search that marks and opens questions has no violations', async ({ page, openPage, axe }) => {
    await openPage(routeById('faq').path);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search questions' }).fill('title');
    await expect(main.locator('mark').first()).toBeVisible();
    await axe.expectNoViolations('/faq?search=title');
  });
});
