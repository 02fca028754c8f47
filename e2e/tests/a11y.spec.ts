import { MOBILE_BREAKPOINT_PX, routeById } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { banner, mainNav } from '../support/site';

/*
 * axe-core finds no WCAG 2.2 A/AA violation in the shell's own states: the error page (spec 2.14) and the open
 * mobile menu (spec 2.8). Every public page in every locale is scanned by public-pages.spec.ts.
 */

test.describe('axe: WCAG 2.2 A/AA', () => {
  test('the 404 page has no violations', async ({ page, openPage, axe }) => {
    await openPage('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await axe.expectNoViolations('/no-such-page');
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: MOBILE_BREAKPOINT_PX - 1, height: 900 } });

    test('the open mobile menu at 767 px has no violations', async ({ page, openPage, axe }) => {
      await openPage(routeById('faq').path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(mainNav(page).getByRole('link', { name: 'Dealer FAQ', exact: true })).toBeVisible();
      await axe.expectNoViolations('/faq with the mobile menu open');
    });
  });
});
