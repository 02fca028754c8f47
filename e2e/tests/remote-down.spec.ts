import { type Page } from '@playwright/test';
import { API_PATHS, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { withPrivateWebRoot } from '../support/private-web-root';
import { banner, headerLoginButton, mainNav, openLoginDialog } from '../support/site';

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
    // Decision 034: the browser reported the remote that did not load, and the team sees it in /metrics.
    await expect
      .poll(async () => (await page.request.get(API_PATHS.metrics)).text())
      .toContain('portal_client_errors_total{app="mfe-account",version="unknown",kind="remote-load"} 1');
  });
});

const publicDown = testWithServer({ database: 'e2e-public-down', extra: { MFE_PUBLIC_MANIFEST: NOWHERE_MANIFEST } });

publicDown.describe('mfe-public down', () => {
  publicDown('/faq shows the panel in main while header, footer and the login dialog work', async ({ page, axe }) => {
    const response = await page.goto(routeById('faq').path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });
    await expect(unavailablePanels(page)).toHaveCount(1);
    await expect(main.getByRole('heading', { name: 'Customer FAQ' })).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await expectShellWorks(page);
    await axe.expectNoViolations('/faq with the unavailable panel');

    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });
});

const authDown = testWithServer({ database: 'e2e-auth-down', extra: { MFE_AUTH_MANIFEST: NOWHERE_MANIFEST } });

authDown.describe('mfe-auth down', () => {
  authDown('"Log in" still answers, with the unavailable panel in a dialog', async ({ page, openPage, axe }) => {
    await openPage(routeById('faq').path);
    await headerLoginButton(page).click();
    const dialog = page.getByRole('dialog', { name: catalogText('shell', 'en-US', 'Log in') });
    await expect(dialog.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });
    await axe.expectNoViolations('/faq, the login dialog while mfe-auth is down');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

/*
 * Server rendering (docs/decisions/027): mfe-public's server container is missing (a failed upload, say) while its
 * browser build is there. The server sends the page's frame with status 200 and leaves the page's area to the
 * browser, which renders it from the browser build as before server rendering. A private web root: a copy of
 * mfe-public's build without its `server/` folder, the other builds linked.
 */
const serverEntryDown = base.extend<object, { webRoot: string }>({
  webRoot: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => withPrivateWebRoot('e2e-no-server-entry-', provide, { leaveOut: ['server'] }),
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ webRoot }, provide) => serveWhile({ database: 'e2e-server-entry-down', extra: { WEB_ROOT: webRoot } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

serverEntryDown('server rendering: without mfe-public’s server entry, /faq answers 200 with the frame, and the browser renders the FAQ, which works', async ({ page, request }) => {
  const response = await request.get(routeById('faq').path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The frame came from the server (the shell's header and footer, in the page's language); the FAQ did not.
  for (const part of ['Skip to main content', '<header', '<main', '<footer']) expect(html).toContain(part);
  expect(html).not.toMatch(/<h1\b[^>]*>Customer FAQ<\/h1>/);

  await page.goto(routeById('faq').path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Customer FAQ' })).toBeVisible();
  await expect(unavailablePanels(page)).toHaveCount(0);
  // The page works: its search marks what was typed.
  await main.getByRole('searchbox', { name: 'Search questions' }).fill('payoff');
  await expect(main.locator('mark').first()).toBeVisible();
});
