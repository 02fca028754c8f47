import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PORTAL_API_PATHS, loginResponseSchema, routeById } from 'shared-contracts';
import { expect, linkIn, testWithServer } from '../support/fixtures';
import { SAMPLE_TOKEN, expectPathname, logInThroughDialog, solveCaptcha } from '../support/site';

/*
 * The account-access pages of spec 2.2 and 2.3 against the real server: enrolment of the demo loan that has no
 * online access (README), the e-mail verification link, a password reset through the forgot-password dialog
 * (spec 2.11), the signed-out-only guard of /reset-password-{token} (spec 2.6) and the signed-in password change.
 * The server has one enrollable demo loan, so these tests run in order on the user the first one creates.
 *
 * On a server of their own: a retry of the group starts again on a fresh database, where the loan can be enrolled
 * again (on the shared server a retry after a half-done enrolment could only fail).
 */

const test = testWithServer({ database: 'e2e-account-access' });
test.describe.configure({ mode: 'serial' });

const ENROL = { accountNumber: '3052718845', lastName: 'Souza', ssnLastFour: '0123', dob: '01201995' };
const ANA = { email: 'ana.e2e@example.com', username: 'ana.souza' };
/** The user's password as the tests change it: enrolment, then reset, then change. */
const PASSWORDS = {
  enrolled: 'a quiet road to the coast',
  reset: 'rain on the old bridge at noon',
  changed: 'seven blue trucks by the harbor',
};

const main = (page: Page) => page.getByRole('main');
/** Password-type inputs by their exact name (the rules list is named "Password rules"; a label's "*" is not part of the name). */
const passwordBox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** What POST /login answers for the user with `password`: OK or INVALID (the server's own verdict). */
async function loginStatus(request: APIRequestContext, password: string): Promise<string> {
  const response = await request.post(PORTAL_API_PATHS.login, { data: { username: ANA.username, password } });
  return loginResponseSchema.parse(await response.json()).status;
}

test('enrolment at /enroll: check your e-mail, the verification link, then log in with the new username', async ({ page, axe, mailbox }) => {
  // Four argon2 hashes or checks on the server (~110 ms each when idle) and two axe scans: more than the default
  // 45 s on a loaded 2-core machine.
  test.slow();
  await page.goto(routeById('enroll').path);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Enroll' })).toBeVisible();
  const form = main(page);
  // The rules show before anything is sent.
  await expect(form.getByText('At least 4 characters: letters, numbers and . _ - @ +, no spaces. Your e-mail address works too.')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Password rules' })).toContainText('At least 8 characters');

  // A first try with the wrong date of birth: the server finds no loan, the fields are marked, nothing typed is lost.
  await form.getByRole('textbox', { name: 'Account number' }).fill(ENROL.accountNumber);
  await form.getByRole('textbox', { name: 'Last name' }).fill(ENROL.lastName);
  await passwordBox(form, 'Last 4 digits of your Social Security number').fill(ENROL.ssnLastFour);
  const dob = form.getByRole('textbox', { name: 'Date of birth' });
  await dob.pressSequentially('01211995');
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(ANA.email);
  await form.getByRole('textbox', { name: 'Username' }).fill(ANA.username);
  await passwordBox(form, 'Password').fill(PASSWORDS.enrolled);
  await passwordBox(form, 'Confirm the password').fill(PASSWORDS.enrolled);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByRole('alert')).toContainText('We could not match these details to a loan.');
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordBox(form, 'Password')).toHaveValue(PASSWORDS.enrolled);
  await axe.expectNoViolations('/enroll with the fields marked');

  const beforeEnrolment = await mailbox.mark();
  await dob.fill('');
  await dob.pressSequentially(ENROL.dob);
  await expect(dob).toHaveValue('01/20/1995');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'Check your e-mail' })).toBeVisible();
  await expect(form.getByText(ANA.email)).toHaveCount(0);
  // Nothing typed reaches the address bar or the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored + page.url()).not.toMatch(/quiet road|01\/20\/1995|1995-01-20/);

  const link = linkIn(await mailbox.latest({ to: ANA.email, subject: /verify your e-mail/i, after: beforeEnrolment }), '/verify-email-');
  // Before verification the login answers NOTVERIFIED.
  expect(await loginStatus(page.request, PASSWORDS.enrolled)).toBe('NOTVERIFIED');
  await page.goto(link);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Your e-mail address is verified' })).toBeVisible();
  await axe.expectNoViolations('the verified e-mail page');
  await logInThroughDialog(page, ANA.username, PASSWORDS.enrolled, () => main(page).getByRole('button', { name: 'Log in' }).click());

  // The link is single use: opening it again says so.
  await page.goto(link);
  await expect(main(page).getByRole('heading', { level: 2, name: 'This link has expired or was already used' })).toBeVisible();
});

test('the same loan cannot enrol twice: the page offers to log in instead', async ({ page }) => {
  await page.goto(routeById('createAccount').path);
  const form = main(page);
  await form.getByRole('textbox', { name: 'Account number' }).fill(ENROL.accountNumber);
  await form.getByRole('textbox', { name: 'Last name' }).fill(ENROL.lastName);
  await passwordBox(form, 'Last 4 digits of your Social Security number').fill(ENROL.ssnLastFour);
  await form.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(ENROL.dob);
  await form.getByRole('textbox', { name: 'E-mail address' }).fill('someone.else@example.com');
  await form.getByRole('textbox', { name: 'Username' }).fill('someone.else');
  await passwordBox(form, 'Password').fill(PASSWORDS.enrolled);
  await passwordBox(form, 'Confirm the password').fill(PASSWORDS.enrolled);
  await form.getByRole('button', { name: 'Create my account' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('This loan already has online access.');
  await alert.getByRole('link', { name: 'Forgot your username or password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot username or password' })).toBeVisible();
});

test('a reset link from the forgot-password dialog sets a new password once', async ({ page, openPage, axe, mailbox }) => {
  // The proof of work of the captcha in the browser, then three argon2 hashes or checks on the server and an
  // axe scan: on a loaded 2-core machine this ran past the default 45 s.
  test.slow();
  await page.goto('/?forgot-password=true');
  const dialog = page.getByRole('dialog', { name: 'Forgot username or password' });
  const panel = dialog.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'Username' }).fill(ANA.username);
  await solveCaptcha(panel);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/is your username, we sent a link/)).toBeVisible();
  const link = linkIn(await mailbox.latest({ to: ANA.email, subject: /reset/i }), '/reset-password-');

  await page.goto(link);
  const form = main(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  // The server's common-password rule, shown at the field; the link stays usable.
  await passwordBox(form, 'New password').fill('password123');
  await passwordBox(form, 'Confirm the password').fill('password123');
  await form.getByRole('button', { name: 'Save my new password' }).click();
  await expect(form.getByText(/This password is too easy to guess/)).toBeVisible();
  await axe.expectNoViolations('the reset form with a refused password');

  await passwordBox(form, 'New password').fill(PASSWORDS.reset);
  await passwordBox(form, 'Confirm the password').fill(PASSWORDS.reset);
  await form.getByRole('button', { name: 'Save my new password' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'Your password is changed' })).toBeVisible();

  // The same link a second time no longer works, and offers a new one.
  await page.goto(link);
  await passwordBox(form, 'New password').fill('yet another long password');
  await passwordBox(form, 'Confirm the password').fill('yet another long password');
  await form.getByRole('button', { name: 'Save my new password' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'This link has expired or was already used' })).toBeVisible();
  await form.getByRole('link', { name: 'Request a new link' }).click();
  await expect(dialog.getByRole('tab', { name: 'Forgot password', selected: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  expect(await loginStatus(page.request, PASSWORDS.enrolled)).toBe('INVALID');
  await openPage(routeById('faq').path);
  await logInThroughDialog(page, ANA.username, PASSWORDS.reset);
});

test('spec 2.6: /reset-password-{token} while signed in goes to /account', async ({ page, signIn }) => {
  await signIn({ username: ANA.username, password: PASSWORDS.reset });
  await page.goto(`/reset-password-${SAMPLE_TOKEN}`);
  await expectPathname(page, routeById('account').path);
  await expect(main(page).getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});

test('/change-password: signed out it asks to log in; signed in it changes the password', async ({ page, signIn, axe }) => {
  await page.goto(routeById('changePassword').path);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Log in to change your password' })).toBeVisible();

  await signIn({ username: ANA.username, password: PASSWORDS.reset });
  await page.goto(routeById('changePassword').path);
  const form = main(page);
  await passwordBox(form, 'Current password').fill('not my password at all');
  await passwordBox(form, 'New password').fill(PASSWORDS.changed);
  await passwordBox(form, 'Confirm the password').fill(PASSWORDS.changed);
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect(form.getByText('This is not your current password. Check it and try again.')).toBeVisible();
  await expect(passwordBox(form, 'New password')).toHaveValue(PASSWORDS.changed);
  await axe.expectNoViolations('/change-password with the current password refused');

  await passwordBox(form, 'Current password').fill(PASSWORDS.reset);
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'Your password is changed' })).toBeVisible();
  // Issue 14, item 7: the session went on under a new id, which the browser now holds: still signed in.
  await page.goto(routeById('account').path);
  await expectPathname(page, routeById('account').path);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  // The server's verdict: the old password no longer works, the new one does.
  expect(await loginStatus(page.request, PASSWORDS.reset)).toBe('INVALID');
  expect(await loginStatus(page.request, PASSWORDS.changed)).toBe('OK');
});
