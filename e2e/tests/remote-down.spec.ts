import { type Page } from '@playwright/test';
import { routeById } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { banner, mainNav, openLoginDialog } from '../support/site';

/*
 * docs/architecture.md (module federation rules): a remote that cannot load takes down only its own area, which shows the
 * localized "this part of the site is unavailable" panel; the shell and the other remotes keep working.
 * Port 9 (discard) on loopback: nothing listens there, so the manifest fetch fails fast.
 */
const NOWHERE_MANIFEST = 'http://127.0.0.1:9/nowhere/mf-manifest.json';
const UNAVAILABLE = catalogText('shell', 'en-US', 'This part of the site is unavailable');

const unavailablePanels = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('heading', { name: UNAVAILABLE }) });

async function expectShellWorks(page: Page) {
  await expect(mainNav(page).getByRole('button', { name: 'Customers' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'About us', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Privacy notice/ })).toBeVisible();
  // The header's dropdowns still respond.
  const customers = mainNav(page).getByRole('button', { name: 'Customers' });
  await customers.click();
  await expect(mainNav(page).getByRole('link', { name: 'Make a payment', exact: true })).toBeVisible();
  await customers.click();
  await expect(mainNav(page).getByRole('link', { name: 'Make a payment', exact: true })).toBeHidden();
}

const accountDown = testWithServer({ database: 'e2e-account-down', extra: { MFE_ACCOUNT_MANIFEST: NOWHERE_MANIFEST } });

accountDown.describe('mfe-account down', () => {
  accountDown('/design keeps the shell, mfe-public and mfe-auth working and shows the panel for the account section', async ({ page }) => {
    // /design is the longest page: the budget of design.spec.ts's tests.
    accountDown.setTimeout(90_000);
    const response = await page.goto(routeById('design').path);
    expect(response?.status()).toBe(200);
    // mfe-public's page and mfe-auth's section render.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login messages' })).toBeVisible();
    // mfe-account's section is replaced by exactly one unavailable panel.
    await expect(unavailablePanels(page)).toHaveCount(1, { timeout: 20_000 });
    await expect(unavailablePanels(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagination' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectShellWorks(page);
    // The login dialog comes from mfe-auth, which is up.
    await openLoginDialog(page);
  });
});

const publicDown = testWithServer({ database: 'e2e-public-down', extra: { MFE_PUBLIC_MANIFEST: NOWHERE_MANIFEST } });

publicDown.describe('mfe-public down', () => {
  publicDown('/faq shows the panel in main while header, footer and the login dialog work', async ({ page }) => {
    const response = await page.goto(routeById('faq').path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });
    await expect(unavailablePanels(page)).toHaveCount(1);
    await expect(main.getByRole('heading', { name: 'Customer FAQ' })).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await expectShellWorks(page);

    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });
});
