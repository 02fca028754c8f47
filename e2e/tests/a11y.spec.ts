import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, MOBILE_BREAKPOINT_PX, localizePath, routeById } from 'shared-contracts';
import { banner, mainNav } from '../support/site';

/* DESIGN "Testing": axe-core finds no WCAG 2.1 A/AA violation on the shell's pages and states. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violating node: rule id, impact, CSS target and axe's own summary of what to fix. */
function describeViolations(results: AxeResults): string {
  return results.violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `- [${violation.id}] (${violation.impact ?? 'n/a'}) ${violation.help}\n    target: ${JSON.stringify(node.target)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations, `axe violations on ${label}:\n${describeViolations(results)}`).toEqual([]);
}

/** A page is ready to scan once its remote has rendered the heading and the title is set. */
async function openReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('axe: WCAG 2.1 A/AA', () => {
  for (const locale of LOCALES) {
    const path = localizePath(routeById('index').path, locale);
    test(`home page in ${locale} (${path}) has no violations`, async ({ page }) => {
      await openReady(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoViolations(page, path);
    });
  }

  for (const id of ['faq', 'dealers'] as const) {
    const path = routeById(id).path;
    test(`${path} has no violations`, async ({ page }) => {
      await openReady(page, path);
      await expectNoViolations(page, path);
    });
  }

  test('the 404 page has no violations', async ({ page }) => {
    await openReady(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoViolations(page, '/no-such-page');
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: MOBILE_BREAKPOINT_PX - 1, height: 900 } });

    test('the open mobile menu at 767 px has no violations', async ({ page }) => {
      await openReady(page, routeById('faq').path);
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(mainNav(page).getByRole('link', { name: 'Dealer FAQ', exact: true })).toBeVisible();
      await expectNoViolations(page, '/faq with the mobile menu open');
    });
  });
});
