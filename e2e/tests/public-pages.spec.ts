import { type Page } from '@playwright/test';
import { COMPANY, LOCALES, ROUTES, localizePath, type AppRoute, type Locale } from 'shared-contracts';
import { LONG_PAGE_TIMEOUT, expect, isLongPage, test as base } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { concretePath } from '../support/site';

/*
 * Every public page (spec 2.2, 2.3) in every locale (spec 2.1) is axe-clean and, in Spanish and Portuguese, shows no
 * sentence left in English. One test per page and locale, so that a slow page cannot take the others down with it.
 * (routes.spec.ts checks the status, title, lang and the one h1.)
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
  for (const route of PUBLIC_ROUTES) {
    const englishPath = concretePath(route);

    for (const locale of LOCALES as readonly Locale[]) {
      const path = localizePath(englishPath, locale);
      const title = locale === 'en-US' ? `${path}: axe-clean, with content` : `${path}: axe-clean, and no English sentence left`;

      test(title, async ({ page, openReady, axe }) => {
        // A long page, loaded twice for the translation check (isLongPage); likewise a page whose content the
        // browser draws after the session check (signed-out-only pages, decision 027).
        if (isLongPage(route) || route.access !== 'public') test.slow();
        // What the English page says, to find it again on the translated one.
        const english = new Set<string>();
        if (locale !== 'en-US') {
          await openReady(englishPath, route, 'en-US');
          for (const sentence of await sentencesOfMain(page)) english.add(sentence);
        }

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
        await openReady(path, route, locale);
        expect.soft(hydrationErrors, `hydration errors on ${path}`).toEqual([]);
        // A signed-out-only page has no h1 from the server, only its frame and a loading status (docs/decisions/027);
        // /payments has its visitor's (decision 070).
        if (route.access === 'public') {
          const serverH1Kept = await page.evaluate(() => {
            const serverH1 = (window as unknown as { serverH1?: Element | null }).serverH1;
            return serverH1 !== null && serverH1 !== undefined && serverH1 === document.querySelector('main h1');
          });
          expect.soft(serverH1Kept, `${path}: the server's h1 is the hydrated one`).toBe(true);
        }
        await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);
        // Soft: the translation check below still reports on a page with a violation.
        await axe.expectNoViolations(path, { soft: true });

        const sentences = await sentencesOfMain(page);
        if (locale === 'en-US') {
          expect.soft(sentences.length, `${path} has content beyond its heading`).toBeGreaterThan(0);
          return;
        }
        const untranslated = sentences.filter((text) => english.has(text) && !SAME_IN_EVERY_LANGUAGE.has(text));
        expect.soft(untranslated, `English text left on ${path}`).toEqual([]);
      });
    }
  }
});
