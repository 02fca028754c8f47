import { type Page } from '@playwright/test';
import { routeById } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { banner, expectPathname, headerLoginButton } from '../support/site';

/*
 * Spec 4.1: a session can end while this tab still shows the customer signed in (logged out in another tab,
 * removed on the server). The next call of this tab answers 401, and the tab says so at once: signed out, sent
 * home, the session-expired dialog.
 */

const shell = (msgid: string) => catalogText('shell', 'en-US', msgid);
const logOutButton = (page: Page) => banner(page).getByRole('button', { name: shell('Log out'), exact: true });

test('a session ended in another tab shows the session-expired dialog at the next call', async ({ signedInPage: page, axe }) => {
  const otherTab = await page.context().newPage();
  await otherTab.goto(routeById('account').path);
  await logOutButton(otherTab).click();
  await expect(headerLoginButton(otherTab)).toBeVisible();
  await otherTab.close();

  // This tab has not heard of it: it still shows the signed-in header until its next call.
  await expect(logOutButton(page)).toBeVisible();
  // Spec 4.1: a click calls the keep-alive (at most one call per few seconds), which the server now answers 401.
  const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
  expect(heading).not.toBeNull();
  const dialog = page.getByRole('dialog', { name: shell('Your session has expired') });
  await expect(async () => {
    await page.mouse.click(heading!.x + 5, heading!.y + heading!.height / 2);
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectPathname(page, '/');
  await axe.expectNoViolations('the session-expired dialog after a 401');
  // The dialog is modal: the header is read once it is closed (spec 2.13: cancel).
  await dialog.getByRole('button', { name: shell('Cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(logOutButton(page)).toHaveCount(0);
});
