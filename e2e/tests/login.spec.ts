import { type Locator } from '@playwright/test';
import { COMPANY, PORTAL_API_PATHS, localizePath, routeById, type Locale } from 'shared-contracts';
import { DEMO_USER, expect, test as base } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { expectPathname, headerLoginButton, openLoginDialog as openLoginDialogOn, solveCaptcha, submitLogin as logIn } from '../support/site';

/*
 * Spec 2.10, 2.13, 4.2 and 8.1: the login dialog of mfe-auth against the real server and its seeded users
 * (README: demo, unverified, locked, chargedoff, all with demo's password). The one suite that signs in through the
 * dialog on purpose; the others use the signIn fixture.
 */

const PASSWORD = DEMO_USER.password;
const FAQ = routeById('faq').path;
const ACCOUNT = routeById('account').path;

const auth = (locale: Locale, msgid: string) => catalogText('mfe-auth', locale, msgid);

const test = base.extend<{ openLoginDialog: (locale?: Locale) => Promise<Locator> }>({
  /** Opens the login dialog from the header's button on the FAQ page of a locale. */
  openLoginDialog: async ({ page, openPage }, provide) => {
    await provide(async (locale = 'en-US') => {
      await openPage(localizePath(FAQ, locale));
      return openLoginDialogOn(page, { locale });
    });
  },
});

const statusMessage = (dialog: Locator) => dialog.getByRole('alert');

/** The colour family of the message box: red, orange or green (spec 8.1), from its computed background. */
async function hueOf(message: Locator): Promise<'red' | 'orange' | 'green' | 'other'> {
  const rgb = await message.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 8) return 'other';
  let hue: number;
  if (max === r) hue = ((g - b) / (max - min)) * 60;
  else if (max === g) hue = (2 + (b - r) / (max - min)) * 60;
  else hue = (4 + (r - g) / (max - min)) * 60;
  if (hue < 0) hue += 360;
  if (hue < 20 || hue >= 340) return 'red';
  if (hue < 50) return 'orange';
  if (hue >= 80 && hue < 170) return 'green';
  return 'other';
}

test.describe('spec 4.2 / 8.1: each login status with its message and colour', () => {
  test('demo (account status AL) lands on /account, signed in', async ({ page, openLoginDialog }) => {
    const dialog = await openLoginDialog();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
    await logIn(dialog, 'demo', PASSWORD);
    await expect(dialog).toBeHidden();
    await expectPathname(page, ACCOUNT);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    // The session is real: the server knows it.
    const session = (await (await page.request.get(PORTAL_API_PATHS.session)).json()) as { authenticated: boolean };
    expect(session.authenticated).toBe(true);
  });

  test('a wrong password is INVALID in red, and the username is kept', async ({ openLoginDialog }) => {
    const dialog = await openLoginDialog();
    await logIn(dialog, 'demo', 'Not-The-Password-1!');
    const message = statusMessage(dialog);
    await expect(message).toHaveText(auth('en-US', 'Your username or password is invalid.'));
    expect(await hueOf(message)).toBe('red');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeEnabled();
  });

  for (const locale of ['es-US', 'pt-BR'] as const) {
    test(`INVALID in ${locale}`, async ({ openLoginDialog }) => {
      const dialog = await openLoginDialog(locale);
      // An unknown username answers exactly as a wrong password does (no user enumeration), and locks nobody.
      await logIn(dialog, `nobody-${locale.toLowerCase()}`, 'Not-The-Password-1!', locale);
      const message = statusMessage(dialog);
      const text = auth(locale, 'Your username or password is invalid.');
      expect(text, 'the message is translated').not.toBe('Your username or password is invalid.');
      await expect(message).toHaveText(text);
      expect(await hueOf(message)).toBe('red');
    });
  }

  test('from the fourth try of a username the dialog asks for the security check first, keeping the username (decision 049)', async ({ openLoginDialog, axe }) => {
    test.slow();
    const dialog = await openLoginDialog();
    // A username no one has: the step-up counts tries of any username alike, so it tells nobody who exists.
    const username = `nobody-step-up-${Date.now()}`;
    const invalid = auth('en-US', 'Your username or password is invalid.');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await logIn(dialog, username, `Not-The-Password-${attempt}!`);
      await expect(statusMessage(dialog)).toHaveText(invalid);
    }
    await logIn(dialog, username, 'Not-The-Password-3!');
    const message = statusMessage(dialog);
    await expect(message).toHaveText(auth('en-US', 'For your security, complete the check below, then log in again.'));
    expect(await hueOf(message)).toBe('orange');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    const logInButton = dialog.getByRole('button', { name: 'Log in', exact: true });
    await expect(logInButton).toBeDisabled();
    await axe.expectNoViolations('the login dialog asking for the security check');

    await solveCaptcha(dialog);
    await expect(logInButton).toBeEnabled();
    await logIn(dialog, username, 'Not-The-Password-4!');
    // Checked this time: the answer of a wrong password, and a fresh check for the next try.
    await expect(statusMessage(dialog)).toHaveText(invalid);
    await expect(logInButton).toBeDisabled();
  });

  test('locked is LOCKED in red', async ({ openLoginDialog }) => {
    const dialog = await openLoginDialog();
    await logIn(dialog, 'locked', PASSWORD);
    const message = statusMessage(dialog);
    await expect(message).toHaveText(auth('en-US', 'Your user is locked after too many wrong passwords. Try again later, or reset your password to unlock it now.'));
    expect(await hueOf(message)).toBe('red');
  });

  test('unverified is NOTVERIFIED in orange; click here resends and shows VERIFICATIONSENT in green', async ({ page, openLoginDialog }) => {
    const dialog = await openLoginDialog();
    await logIn(dialog, 'unverified', PASSWORD);
    const message = statusMessage(dialog);
    await expect(message).toContainText('Your email address is not verified.');
    expect(await hueOf(message)).toBe('orange');
    const resend = page.waitForResponse((response) => new URL(response.url()).pathname === PORTAL_API_PATHS.verifyEmailResend);
    await message.getByRole('button', { name: 'Click here' }).click();
    expect((await resend).status()).toBe(200);
    await expect(message).toHaveText(/verification email sent/i);
    expect(await hueOf(message)).toBe('green');
  });

  test('chargedoff (status CO) opens the account-unavailable dialog, logs out, and shows UNAVAILABLE', async ({ page, openLoginDialog }) => {
    const dialog = await openLoginDialog();
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === PORTAL_API_PATHS.logout);
    await logIn(dialog, 'chargedoff', PASSWORD);
    const unavailable = page.getByRole('alertdialog', { name: 'Account unavailable' });
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByText('CO', { exact: true })).toBeVisible();
    await expect(unavailable.getByRole('link', { name: `Call customer support: ${COMPANY.supportPhone.display}` })).toHaveAttribute(
      'href',
      `tel:${COMPANY.supportPhone.tel}`,
    );
    // Logged out again with the session's csrf token: the server holds no session.
    expect((await logout).headers()['csrf-token']).toBeTruthy();
    await expect
      .poll(async () => ((await (await page.request.get(PORTAL_API_PATHS.session)).json()) as { authenticated: boolean }).authenticated)
      .toBe(false);
    // Escape closes the top dialog only; below it, the login form says UNAVAILABLE in red.
    await page.keyboard.press('Escape');
    await expect(unavailable).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(statusMessage(dialog)).toHaveText(auth('en-US', 'Your account is not available online.'));
    expect(await hueOf(statusMessage(dialog))).toBe('red');
    await expectPathname(page, FAQ);
  });

});

test.describe('spec 2.10: the form', () => {
  test('required fields use the browser validation; the password shows and hides', async ({ page, openLoginDialog }) => {
    const dialog = await openLoginDialog();
    let loginCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PORTAL_API_PATHS.login) loginCalls += 1;
    });
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const username = dialog.getByRole('textbox', { name: 'Username' });
    expect(await username.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(loginCalls).toBe(0);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('create an account goes to /enroll and closes the dialog', async ({ page, openLoginDialog }) => {
    const dialog = await openLoginDialog();
    await dialog.getByRole('link', { name: 'Create an account' }).click();
    await expect(dialog).toBeHidden();
    await expectPathname(page, routeById('enroll').path);
  });
});

test.describe('keyboard only', () => {
  test('Tab to "Log in", Enter, type, Enter: lands on /account', async ({ page, openPage }) => {
    await openPage(FAQ);
    const loginButton = headerLoginButton(page);
    await page.locator('body').focus();
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await loginButton.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'Tab reaches the header login button').toBe(true);
    const dialog = await openLoginDialogOn(page, { press: () => page.keyboard.press('Enter') });
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expectPathname(page, ACCOUNT);
    await expect(dialog).toBeHidden();
    // No other modal (the session-expired dialog, a prompt) hides the page from assistive technology.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 20_000 });
  });

  test('Escape closes the dialog and gives focus back to the login button', async ({ page, openPage }) => {
    await openPage(FAQ);
    const loginButton = headerLoginButton(page);
    await loginButton.focus();
    const dialog = await openLoginDialogOn(page, { press: () => page.keyboard.press('Enter') });
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectPathname(page, FAQ);
    await expect(loginButton).toBeFocused();
  });
});

test.describe('axe: WCAG 2.2 A/AA with the login dialogs open', () => {
  test('the login dialog: empty, with a red message, the orange one and the green one', async ({ openLoginDialog, axe }) => {
    const dialog = await openLoginDialog();
    await axe.expectNoViolations('the login dialog open');
    await logIn(dialog, 'nobody-axe', 'Not-The-Password-1!');
    await expect(statusMessage(dialog)).toHaveText(auth('en-US', 'Your username or password is invalid.'));
    await axe.expectNoViolations('the login dialog with INVALID');
    await logIn(dialog, 'unverified', PASSWORD);
    await expect(statusMessage(dialog)).toContainText('Your email address is not verified.');
    await axe.expectNoViolations('the login dialog with NOTVERIFIED');
    await statusMessage(dialog).getByRole('button', { name: 'Click here' }).click();
    await expect(statusMessage(dialog)).toHaveText(/verification email sent/i);
    await axe.expectNoViolations('the login dialog with VERIFICATIONSENT');
  });

  test('the account-unavailable dialog', async ({ page, openLoginDialog, axe }) => {
    const dialog = await openLoginDialog();
    await logIn(dialog, 'chargedoff', PASSWORD);
    await expect(page.getByRole('alertdialog', { name: 'Account unavailable' })).toBeVisible();
    await axe.expectNoViolations('the account-unavailable dialog open');
  });
});
