import type { CDPSession, Page } from '@playwright/test';
import { LOCALES, localizePath, routeById, type Locale } from 'shared-contracts';
import { DEMO_USER, expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { expectPathname, loginDialog, openLoginDialog } from '../support/site';

/*
 * Passkeys (docs/decisions/052): added in settings after the current password, then a sign-in from the login dialog
 * of each locale with no username typed, both with Chromium's virtual authenticator (the CDP WebAuthn domain: a
 * platform authenticator that keeps discoverable credentials and verifies its user).
 *
 * WebAuthn wants a relying party id that is a domain: the main server's 127.0.0.1 is an IP address, which Chromium
 * refuses. This suite has a server of its own whose PUBLIC_URL, and so the rp id, is http://localhost:<port>; the
 * browser goes there (spawn-server.ts `publicHost`). The main server keeps 127.0.0.1 for every other suite.
 */

const test = testWithServer({ database: 'e2e-passkeys', publicHost: 'localhost' });

const account = (locale: Locale, msgid: string) => catalogText('mfe-account/settings', locale, msgid);
const auth = (locale: Locale, msgid: string) => catalogText('mfe-auth', locale, msgid);
const SETTINGS = routeById('accountSettings').path;
const ACCOUNT = routeById('account').path;

/** A passkey-capable platform authenticator for this page, as a phone or laptop with a fingerprint reader is. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const HOME: Record<Locale, string> = { 'en-US': '/', 'es-US': '/es', 'pt-BR': '/pt' };

for (const locale of LOCALES) {
  test(`a passkey added in settings signs in from the login dialog with no username (${locale})`, async ({ page, signIn, openPage, axe }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signIn(DEMO_USER);
    await openPage(localizePath(SETTINGS, locale));

    const section = page.getByRole('region', { name: account(locale, 'Passkeys') });
    const passkeys = section.getByRole('listitem');
    // The worker's server is shared by this suite's tests: demo may hold the passkeys of the tests before.
    const before = await passkeys.count();
    await section.getByRole('button', { name: account(locale, 'Add a passkey') }).click();
    const form = section.getByRole('form', { name: account(locale, 'Add a passkey') });
    const password = form.getByRole('textbox', { name: account(locale, 'Current password'), exact: true });
    await password.fill(DEMO_USER.password);

    if (locale === 'en-US') {
      // The borrower cancels the device's prompt (here: the authenticator cannot verify them, NotAllowedError):
      // a clear message, the form and its password still there, and Continue tries again.
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
      await form.getByRole('button', { name: account(locale, 'Continue') }).click();
      await expect(form.getByRole('alert')).toContainText(account(locale, 'No passkey was added'));
      await expect(password).toHaveValue(DEMO_USER.password);
      await axe.expectNoViolations('settings, a cancelled passkey');
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    }

    await form.getByRole('button', { name: account(locale, 'Continue') }).click();
    await expect(form).toBeHidden();
    await expect(passkeys).toHaveCount(before + 1);
    // Newest first.
    await expect(passkeys.first()).toContainText(account(locale, 'Not used yet'));
    await expect(section.getByRole('status')).not.toBeEmpty();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await axe.expectNoViolations(`settings with a passkey (${locale})`);
    await section.screenshot({ path: test.info().outputPath(`settings-passkeys-${locale}.png`) });

    // Signed out: a new visit, the login dialog of the locale's home page, the passkey and nothing typed.
    await page.context().clearCookies();
    await openPage(HOME[locale]);
    const dialog = await openLoginDialog(page, { locale });
    const passkeyButton = dialog.getByRole('button', { name: auth(locale, 'Sign in with a passkey') });
    await expect(passkeyButton).toBeVisible();
    await axe.expectNoViolations(`login dialog with its passkey button (${locale})`);
    await page.screenshot({ path: test.info().outputPath(`login-passkey-${locale}.png`) });
    await passkeyButton.click();
    // Both factors: no code step on this new browser; the dialog closes on /account as after a password.
    await expect(loginDialog(page, locale)).toBeHidden({ timeout: 20_000 });
    await expectPathname(page, localizePath(ACCOUNT, locale));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    if (locale === 'en-US') {
      // The settings show its use, and the activity says how the borrower signed in.
      await openPage(localizePath(SETTINGS, locale));
      await expect(section.getByRole('listitem').first()).toContainText('Last used');
      await expect(page.getByRole('region', { name: 'Recent account activity' })).toContainText('Signed in with a passkey');
      await expect(page.getByRole('region', { name: 'Recent account activity' })).toContainText('Passkey added');

      // Removed with a confirmation: it signs in no more.
      await passkeys.first().getByRole('button', { name: /^Remove passkey / }).click();
      const confirm = page.getByRole('alertdialog', { name: account(locale, 'Remove this passkey?') });
      await expect(confirm.getByRole('button', { name: account(locale, 'Keep passkey') })).toBeFocused();
      await axe.expectNoViolations('removing a passkey');
      await confirm.getByRole('button', { name: account(locale, 'Remove passkey'), exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(passkeys).toHaveCount(before);
      await expect(page.getByRole('region', { name: 'Recent account activity' })).toContainText('Passkey removed');
    }
  });
}

test('a cancelled passkey sign-in says so and keeps what was typed', async ({ page, openPage, axe }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  // No passkey on this authenticator for the site, and it cannot verify: the browser's request ends in NotAllowedError.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await openPage('/');
  const dialog = await openLoginDialog(page);
  const username = dialog.getByRole('textbox', { name: auth('en-US', 'Username') });
  await username.fill('demo');
  await dialog.getByRole('button', { name: auth('en-US', 'Sign in with a passkey') }).click();
  await expect(dialog.getByRole('alert')).toContainText(auth('en-US', 'Passkey sign-in was cancelled. Try again, or log in with your username and password.'));
  await expect(username).toHaveValue('demo');
  await axe.expectNoViolations('login dialog after a cancelled passkey');
});
