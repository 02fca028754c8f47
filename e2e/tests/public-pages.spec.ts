import { type Page } from '@playwright/test';
import { COMPANY, HIDDEN_TOKEN_SEGMENT, LOCALES, ROUTES, localizePath, type AppRoute, type Locale, type RouteId } from 'shared-contracts';
import { LONG_PAGE_TIMEOUT, expect, isLongPage, test as base } from '../support/fixtures';
import { catalogText, expectedTitle } from '../support/i18n';
import { RAW_PLACEHOLDER, SAMPLE_TOKEN, concretePath, samePath } from '../support/site';

/*
 * Every public page (spec 2.2, 2.3) in every locale (spec 2.1) answers 200 with its title, language and one h1, is
 * axe-clean and, in Spanish and Portuguese, shows no sentence left in English. (routes.spec.ts loads the other
 * remotes' routes and checks the server's HTML of every route without a browser.)
 */

const PUBLIC_ROUTES = (ROUTES as readonly AppRoute[]).filter((route) => route.remote === 'public');

/** React's hydration errors, in production (#418, #419, #423, #425) and development wording. */
const HYDRATION_ERROR = /#41[89]\b|#42[35]\b|hydrat/i;

/** Text that reads the same in every language: names and numbers. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([COMPANY.name]);

const test = base.extend<{ openReady: (path: string, route: AppRoute, locale: Locale) => Promise<void> }>({
  /** Answered 200, rendered, settled (openPage); /design also waits for its last remote, mfe-account's calendar. */
  openReady: async ({ page, openPage }, provide) => {
    await provide(async (path, route, locale) => {
      const timeout = isLongPage(route) ? LONG_PAGE_TIMEOUT : undefined;
      const response = await openPage(path, { timeout });
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      if (route.id === 'design') {
        const calendar = page.getByRole('heading', { level: 2, name: catalogText('mfe-account', locale, 'Calendar'), exact: true });
        await expect(calendar).toBeVisible({ timeout });
      }
    });
  },
});

/**
 * The sentences of the main area: text nodes of three words or more, outside anything marked as being in another
 * language (`lang="en"` on a licence text), as not to be translated (`translate="no"` on a name or address) or
 * as code.
 */
async function sentencesOfMain(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const pageLang = document.documentElement.lang;
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code samples (the style guide's) and names or addresses marked translate="no" read the same everywhere.
      if (!parent || parent.closest('[translate="no"], code, kbd, samp, pre')) continue;
      const marked = parent.closest('[lang]');
      if (marked && marked.getAttribute('lang') !== pageLang && marked !== document.documentElement) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      // Words, not e-mail addresses or links: three or more of them make a sentence worth translating.
      const words = text.split(' ').filter((word) => !/[@/]/.test(word) && /\p{L}{2,}/u.test(word));
      if (words.length >= 3) found.push(text);
    }
    return found;
  });
}

test.describe('every public page in every locale (spec 2.1–2.3)', () => {
  // One test per page, its three locales in one browser page: the English sentences the translated pages are
  // compared with are read on the way (no second load of the English page), and a warm cache keeps the loads short.
  // Soft assertions report every locale that fails. routes.spec.ts loads the routes of the other remotes.
  for (const route of PUBLIC_ROUTES) {
    const englishPath = concretePath(route);
    const paths = (LOCALES as readonly Locale[]).map((locale) => localizePath(englishPath, locale));

    test(`${paths.join(', ')}: 200, title, one h1, hydrated as sent, axe-clean, no English sentence left`, async ({ page, openReady, axe }) => {
      // Three loads and three scans of one page, the three tests they replace; a long page's scans (/licenses: some
      // 200 packages) took 230 s on a loaded 2-core machine. A timeout only bounds a failure.
      test.setTimeout((isLongPage(route) || route.id === 'licenses' ? 6 : 3) * 90_000);
      // Decision 027: the browser takes the server's page over as it is: no hydration error, and the h1 the server
      // sent is the one React ends up owning (a dropped server render would leave a new node).
      const hydrationErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) hydrationErrors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverH1?: Element | null }).serverH1 = document.querySelector('main h1');
        });
      });

      // What the English page says, to find it again on the translated ones (English comes first in LOCALES).
      const english = new Set<string>();
      for (const locale of LOCALES as readonly Locale[]) {
        const path = localizePath(englishPath, locale);
        await test.step(path, async () => {
          hydrationErrors.length = 0;
          await openReady(path, route, locale);
          expect.soft(hydrationErrors, `hydration errors on ${path}`).toEqual([]);
          // A link's token leaves the address bar once the page holds it (docs/decisions/053).
          const shown = route.path.includes('{token}') ? path.replace(SAMPLE_TOKEN, HIDDEN_TOKEN_SEGMENT) : path;
          await expect.soft(page, `URL of ${path}`).toHaveURL((url) => samePath(url.pathname, shown));
          await expect.soft(page).toHaveTitle(await expectedTitle(route.id as RouteId, locale));
          await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 count on ${path}`).toHaveCount(1);
          await expect.soft(page.getByRole('main'), `raw message placeholders in main on ${path}`).not.toContainText(RAW_PLACEHOLDER);
          // A signed-out-only page has no h1 from the server, only its frame and a loading status (docs/decisions/027);
          // /payments has its visitor's (decision 070).
          if (route.access === 'public') {
            const serverH1Kept = await page.evaluate(() => {
              const serverH1 = (window as unknown as { serverH1?: Element | null }).serverH1;
              return serverH1 !== null && serverH1 !== undefined && serverH1 === document.querySelector('main h1');
            });
            expect.soft(serverH1Kept, `${path}: the server's h1 is the hydrated one`).toBe(true);
          }
          // Soft: the translation check below still reports on a page with a violation.
          await axe.expectNoViolations(path, { soft: true });

          const sentences = await sentencesOfMain(page);
          if (locale === 'en-US') {
            expect.soft(sentences.length, `${path} has content beyond its heading`).toBeGreaterThan(0);
            for (const sentence of sentences) english.add(sentence);
            return;
          }
          const untranslated = sentences.filter((text) => english.has(text) && !SAME_IN_EVERY_LANGUAGE.has(text));
          expect.soft(untranslated, `English text left on ${path}`).toEqual([]);
        });
      }
    });
  }
});
