import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COMPANY, LOCALES, ROUTES, localizePath, type Locale } from 'shared-contracts';
import { concretePath } from '../support/site';

/*
 * Issue 5 "What must be shown": every public page (spec 2.2, 2.3) in every locale is axe-clean and, in Spanish and
 * Portuguese, shows no sentence left in English. (routes.spec.ts checks the status, title, lang and the one h1.)
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PUBLIC_ROUTES = ROUTES.filter((route) => route.remote === 'public');

/** Text that reads the same in every language: names and numbers. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([COMPANY.name]);

async function openReady(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Pages that fetch (careers, licences, a verification link) settle before they are read.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('status', { name: /loading/i })).toHaveCount(0);
}

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

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const describeViolations = (results: AxeResults) =>
  results.violations
    .flatMap((violation) => violation.nodes.map((node) => `- [${violation.id}] ${violation.help}: ${JSON.stringify(node.target)}`))
    .join('\n');

test.describe('issue 5: every public page in every locale', () => {
  for (const route of PUBLIC_ROUTES) {
    const englishPath = concretePath(route);

    test(`${englishPath}: axe-clean in ${LOCALES.join(', ')}, and translated`, async ({ page }) => {
      let english = new Set<string>();
      for (const locale of LOCALES as readonly Locale[]) {
        const path = localizePath(englishPath, locale);
        await test.step(path, async () => {
          await openReady(page, path);
          await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);

          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          expect.soft(results.violations, `axe violations on ${path}:\n${describeViolations(results)}`).toEqual([]);

          const sentences = await sentencesOfMain(page);
          if (locale === 'en-US') {
            english = new Set(sentences);
            expect.soft(sentences.length, `${path} has content beyond its heading`).toBeGreaterThan(0);
            return;
          }
          const untranslated = sentences.filter((text) => english.has(text) && !SAME_IN_EVERY_LANGUAGE.has(text));
          expect.soft(untranslated, `English text left on ${path}`).toEqual([]);
        });
      }
    });
  }
});
