import { type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_FIELDS, LOCALES, PORTAL_API_PATHS, accountDetailsSchema, localizePath, routeById, type AccountDetails } from 'shared-contracts';
import { DEMO_USER, expect, linkIn, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * Settings (docs/decisions/024; spec 2.4 /account/settings, 3 account-details), on a server of its own (the e-mail, the
 * statements and the sessions of `demo` change). Each change is read back from GET /api/account-details, the
 * record every other client reads.
 */

const SETTINGS = routeById('accountSettings').path;
const DEMO_EMAIL = 'maria.garcia@example.com';
const NEW_EMAIL = 'maria.g@example.net';
const test = testWithServer({ database: 'e2e-account-settings' });

async function accountDetails(request: APIRequestContext): Promise<AccountDetails> {
  const response = await request.get(PORTAL_API_PATHS.accountDetails);
  expect(response.status()).toBe(200);
  return accountDetailsSchema.parse(await response.json());
}

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

test('paperless and text alerts follow in account-details; a new e-mail applies only once its link is opened', async ({
  signedInPage: page,
  openPage,
  axe,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await openPage(SETTINGS);
  await axe.expectNoViolations('/account/settings');
  const before = await accountDetails(page.request);
  expect(before[ACCOUNT_FIELDS.billingMethod]).toBe('I');
  expect(before[ACCOUNT_FIELDS.textEnrolled]).toBe('Y');

  const statements = section(page, 'Statements');
  await statements.getByRole('button', { name: 'Switch to paper statements' }).click();
  await expect(statements.getByText('Your statements now come by mail.')).toBeVisible();
  expect((await accountDetails(page.request))[ACCOUNT_FIELDS.billingMethod]).not.toBe('I');
  // Back to paperless: the consent to the Electronic Consent Agreement is asked first.
  await statements.getByRole('button', { name: 'Go paperless' }).click();
  await statements.getByText('I have read the Electronic Consent Agreement', { exact: false }).click();
  await axe.expectNoViolations('/account/settings, the paperless consent');
  await statements.getByRole('button', { name: 'Turn on paperless statements' }).click();
  await expect(statements.getByText('Paperless statements are on.')).toBeVisible();
  expect((await accountDetails(page.request))[ACCOUNT_FIELDS.billingMethod]).toBe('I');

  const phone = section(page, 'Mobile phone and text alerts');
  await phone.getByRole('button', { name: 'Turn off text alerts' }).click();
  await expect(phone.getByText('Text alerts are off.').first()).toBeVisible();
  expect((await accountDetails(page.request))[ACCOUNT_FIELDS.textEnrolled]).toBe('N');

  const email = section(page, 'E-mail address');
  await email.getByRole('button', { name: 'Change e-mail address' }).click();
  await email.getByRole('textbox', { name: /New e-mail address/ }).fill(NEW_EMAIL);
  await email.getByLabel(/Current password/).fill(DEMO_USER.password);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText(`We sent a confirmation link to ${NEW_EMAIL}. Open it to finish the change.`)).toBeVisible();
  expect((await accountDetails(page.request))[ACCOUNT_FIELDS.email]).toBe(DEMO_EMAIL);
  // The old address is told, the new one gets the link; the change waits for it.
  await mailbox.latest({ to: DEMO_EMAIL });
  const link = linkIn(await mailbox.latest({ to: NEW_EMAIL }), '/verify-email-');
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Your e-mail address is verified' })).toBeVisible();
  expect((await accountDetails(page.request))[ACCOUNT_FIELDS.email]).toBe(NEW_EMAIL);
});

test('"sign out everywhere else" ends a second browser’s session: its next call answers 401 and it says so', async ({
  signedInPage: page,
  openPage,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    expect((await otherPage.request.post(PORTAL_API_PATHS.login, { data: DEMO_USER })).ok()).toBe(true);
    await otherPage.goto(routeById('account').path);
    await expect(otherPage.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    await openPage(SETTINGS);
    const devices = section(page, 'Signed-in devices');
    await expect(devices.getByText('This device')).toBeVisible();
    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' }).or(page.getByRole('dialog', { name: 'Sign out everywhere else?' }));
    await expect(dialog).toBeVisible();
    await axe.expectNoViolations('/account/settings, signing out everywhere else');
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(devices.getByText('Every other device is signed out.')).toBeVisible();
    await expect(devices.getByText('You are not signed in anywhere else.')).toBeVisible();

    expect((await otherPage.request.get(PORTAL_API_PATHS.accountDetails)).status()).toBe(401);
    // Its next keep-alive (a click on the page) meets the 401: the session-expired dialog (spec 4.1).
    const heading = await otherPage.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
    const expired = otherPage.getByRole('dialog', { name: catalogText('shell', 'en-US', 'Your session has expired') });
    await expect(async () => {
      await otherPage.mouse.click(heading!.x + 5, heading!.y + heading!.height / 2);
      await expect(expired).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // This browser is still signed in.
    expect((await page.request.get(PORTAL_API_PATHS.accountDetails)).status()).toBe(200);
  } finally {
    await other.close();
  }
});

test('"was this you?": a wrong password tried on the account shows in its recent account activity, with the way to a new password', async ({
  signedInPage: page,
  openPage,
}) => {
  // Someone else tries the borrower's username (docs/decisions/031): the request is as a second browser's would be.
  const tried = await page.request.post(PORTAL_API_PATHS.login, { data: { username: DEMO_USER.username, password: 'Not-Her-Password-1' } });
  expect(await tried.json()).toEqual({ status: 'INVALID' });

  await openPage(SETTINGS);
  const activity = section(page, 'Recent account activity');
  const items = activity.getByRole('listitem');
  // Other tests of this file sign `demo` in meanwhile: the attempt is found by its words, not its place.
  await expect(items.filter({ hasText: 'Wrong password entered' }).first()).toContainText('Failed');
  await expect(items.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await activity.getByRole('link', { name: 'Change your password now' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
});

for (const locale of LOCALES.filter((entry) => entry !== 'en-US')) {
  test(`settings in ${locale}`, async ({ signedInPage: page, openPage, axe }) => {
    await openPage(localizePath(SETTINGS, locale));
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: catalogText('mfe-account/settings', locale, 'Signed-in devices') })).toBeVisible();
    await expect(page.getByRole('main').getByText(catalogText('mfe-account/settings', locale, 'Signed in')).first()).toBeVisible();
    await axe.expectNoViolations(`/account/settings in ${locale}`);
  });
}
