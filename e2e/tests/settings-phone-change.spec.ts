import type { Page } from '@playwright/test';
import { PORTAL_API_PATHS, routeById } from 'shared-contracts';
import { DEMO_USER, expect, testWithServer } from '../support/fixtures';

/*
 * Contact changes need the owner (docs/decisions/050): the settings phone form asks for the current password, then
 * the code texted to the new number; a wrong password keeps what was typed; once the code comes back the number
 * changes, the old number and the e-mail address on file are told, and every other browser is signed out. On a
 * server of its own (demo's phone and sessions change).
 */

const SETTINGS = routeById('accountSettings').path;
const OLD_PHONE = '+12025550147';
const NEW_PHONE = '+12025550166';
const DEMO_EMAIL = 'maria.garcia@example.com';
const test = testWithServer({ database: 'e2e-settings-phone-change' });

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

test('a new mobile number needs the password and the code texted to it; other browsers are signed out', async ({
  signedInPage: page,
  openPage,
  axe,
  mailbox,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    expect((await otherPage.request.post(PORTAL_API_PATHS.login, { data: DEMO_USER })).ok()).toBe(true);
    expect((await otherPage.request.get(PORTAL_API_PATHS.accountDetails)).status()).toBe(200);

    await openPage(SETTINGS);
    const phone = section(page, 'Mobile phone and text alerts');
    await expect(phone.getByText('Your mobile number ends in 0147.')).toBeVisible();
    await phone.getByRole('button', { name: 'Change mobile number' }).click();
    const number = phone.getByRole('textbox', { name: /Mobile number/ });
    const password = phone.getByLabel(/Current password/);
    await number.fill('(202) 555-0166');
    await password.fill('Not-Her-Password-1');
    await phone.getByRole('button', { name: 'Text me a code' }).click();
    await expect(phone.getByText('This is not your current password.')).toBeVisible();
    // Nothing typed is lost: the number stays, the password can be corrected.
    await expect(number).toHaveValue('(202) 555-0166');
    await axe.expectNoViolations('/account/settings, the phone form with a wrong password');
    await phone.screenshot({ path: test.info().outputPath('settings-phone-form.png') });

    const sent = await mailbox.mark();
    await password.fill(DEMO_USER.password);
    await phone.getByRole('button', { name: 'Text me a code' }).click();
    await expect(phone.getByText(/We texted a 6-digit code to the number ending in 0166/)).toBeVisible();
    const text = await mailbox.latest({ to: NEW_PHONE, after: sent });
    const code = /\b(\d{6})\b/.exec(text.body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The number on file waits for the code.
    await expect(phone.getByText('Your mobile number ends in 0147.')).toBeVisible();
    await axe.expectNoViolations('/account/settings, the phone code step');

    await phone.getByRole('textbox', { name: /Code from the text message/ }).fill(code);
    await phone.getByRole('button', { name: 'Confirm number' }).click();
    await expect(phone.getByText('Your mobile number is confirmed. Your other devices were signed out.')).toBeVisible();
    await expect(phone.getByText('Your mobile number ends in 0166.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('settings-phone-changed.png'), fullPage: true });

    // The old number and the e-mail on file are told; the other browser is signed out, this one is not.
    expect((await mailbox.latest({ to: OLD_PHONE, after: sent })).body).toContain('removed from your online account');
    expect((await mailbox.latest({ to: DEMO_EMAIL, after: sent })).subject).toContain('mobile number');
    expect((await otherPage.request.get(PORTAL_API_PATHS.accountDetails)).status()).toBe(401);
    expect((await page.request.get(PORTAL_API_PATHS.accountDetails)).status()).toBe(200);

    // The list of devices and the recent activity ("was this you?") follow without a reload.
    await expect(section(page, 'Signed-in devices').getByText('You are not signed in anywhere else.')).toBeVisible();
    const activity = section(page, 'Recent account activity');
    await expect(activity.getByRole('listitem').filter({ hasText: 'Mobile number changed' }).first()).toBeVisible();
    await expect(activity.getByRole('listitem').filter({ hasText: 'Other devices signed out' }).first()).toBeVisible();
    await axe.expectNoViolations('/account/settings after a phone change');
  } finally {
    await other.close();
  }
});
