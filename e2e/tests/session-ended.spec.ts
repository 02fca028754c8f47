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
  // Spec 4.1: every click calls the keep-alive, which the server now answers 401.
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();

  const dialog = page.getByRole('dialog', { name: shell('Your session has expired') });
  await expect(dialog).toBeVisible();
  await expectPathname(page, '/');
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(logOutButton(page)).toHaveCount(0);
  await axe.expectNoViolations('the session-expired dialog after a 401');
});
