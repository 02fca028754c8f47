import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { COMPANY, PORTAL_API_PATHS, devMailboxResponseSchema, type DevMailboxEntry } from 'shared-contracts';
import { headerLoginButton } from '../support/site';

/*
 * Recovery dialogs of spec 2.11, 2.12, 4.3, 4.4 and 8.3–8.4 against the real server: the ALTCHA proof of work
 * solved in the browser under the site's CSP, mails read back from the development outbox.
 */

const MARIA = { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '04151985', email: 'maria.garcia@example.com', username: 'demo' };
const ACCOUNT = '3052718841';

async function mailbox(request: APIRequestContext): Promise<DevMailboxEntry[]> {
  const response = await request.get(PORTAL_API_PATHS.devMailboxJson);
  expect(response.ok()).toBe(true);
  return devMailboxResponseSchema.parse(await response.json());
}

/** The newest message to `to` whose subject matches, sent after the ids in `before` (other tests share the outbox). */
async function waitForMail(request: APIRequestContext, before: Set<number>, to: string, subject: RegExp): Promise<DevMailboxEntry> {
  let found: DevMailboxEntry | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(request)).find((entry) => !before.has(entry.id) && entry.to === to && subject.test(entry.subject ?? ''));
      return Boolean(found);
    }, { message: `a mail "${subject}" to ${to}`, timeout: 15_000 })
    .toBe(true);
  return found!;
}

const knownIds = async (request: APIRequestContext) => new Set((await mailbox(request)).map((entry) => entry.id));

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  expect(summary, `axe violations with ${label}`).toEqual([]);
}

const recoveryDialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot username or password' });
const lookupDialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot account number' });

/** Ticks the ALTCHA checkbox of the visible tab and waits for the proof of work to finish. */
async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget');
  // The widget draws its own box over the native one: click the label, as a user does.
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 30_000 });
}

test.describe('Forgot username / password (spec 2.11, 4.3, 8.3)', () => {
  test('forgot username mails the username and shows the redacted e-mail', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const before = await knownIds(page.request);
    await page.goto('/?forgot-username=true');
    const dialog = recoveryDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Forgot username', selected: true })).toBeVisible();
    const panel = dialog.getByRole('tabpanel');
    const continueButton = panel.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await panel.getByRole('textbox', { name: 'E-mail address' }).fill(MARIA.email);
    await expect(continueButton).toBeDisabled();
    await solveCaptcha(panel);
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(dialog.getByText('we sent its username to m****a@example.com')).toBeVisible();
    const mail = await waitForMail(page.request, before, MARIA.email, /username/i);
    expect(mail.body).toContain(MARIA.username);
    expect(cspViolations).toEqual([]);
  });

  test('forgot password shows success and mails a reset link', async ({ page }) => {
    const before = await knownIds(page.request);
    await page.goto('/?forgot-password=true');
    const dialog = recoveryDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Forgot password', selected: true })).toBeVisible();
    const panel = dialog.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Username' }).fill(MARIA.username);
    await solveCaptcha(panel);
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/If d\*\*\*\*o is your username/)).toBeVisible();
    const mail = await waitForMail(page.request, before, MARIA.email, /reset/i);
    expect(mail.body).toMatch(/\/reset-password-[A-Za-z0-9_-]{16,}/);
  });

  test('/?forgot-password=true opens the password tab, and closing removes the flag', async ({ page }) => {
    await page.goto('/?forgot-password=true');
    const dialog = recoveryDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Forgot password', selected: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the forgot username / password dialog open');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => !url.searchParams.has('forgot-password'));
  });
});

test.describe('Forgot account number (spec 2.12, 4.4, 8.4)', () => {
  async function openLookup(page: Page) {
    await page.goto('/');
    const login = page.getByRole('dialog', { name: 'Log in to your account' });
    // A press before mfe-auth has loaded is kept by the shell and answered when the remote mounts.
    await headerLoginButton(page).click();
    await expect(login).toBeVisible({ timeout: 20_000 });
    await login.getByRole('link', { name: 'Forgot account number?' }).click();
    const dialog = lookupDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeVisible();
    return dialog;
  }

  /** Steps 1 and 2 for Maria, the code sent by e-mail; resolves to the code read from the outbox. */
  async function requestCode(page: Page, dialog: Locator): Promise<string> {
    await expectNoAxeViolations(page, 'the forgot account number dialog open');
    await expect(dialog.getByRole('link', { name: COMPANY.supportPhone.display })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'First name' }).fill(MARIA.firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(MARIA.lastName);
    const ssn = dialog.getByLabel('Social security number', { exact: true });
    await ssn.pressSequentially(MARIA.ssn);
    await expect(ssn).toHaveAttribute('type', 'password');
    await expect(ssn).toHaveValue('123-45-6789');
    const dob = dialog.getByRole('textbox', { name: 'Date of birth' });
    await dob.pressSequentially(MARIA.dob);
    await expect(dob).toHaveValue('04/15/1985');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const before = await knownIds(page.request);
    // Chakra's radio input is visually hidden under its drawn control: click the option's label.
    await dialog.getByText(/^E-mail to m\*{4}a@example\.com$/).click();
    await expect(dialog.getByRole('radio', { name: /^E-mail to m\*{4}a@example\.com$/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    const mail = await waitForMail(page.request, before, MARIA.email, /verification code/i);
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
    expect(code, 'a six-digit code in the mail').toBeDefined();
    // Neither the SSN nor the date of birth may reach the address bar or storage.
    expect(page.url()).not.toMatch(/123456789|123-45-6789|1985/);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/123456789|123-45-6789|1985-04-15|04\/15\/1985/);
    return code!;
  }

  test('goes through the four steps with the mailed code and shows the account number', async ({ page }) => {
    const dialog = await openLookup(page);
    const code = await requestCode(page, dialog);
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(`Your account number is ${ACCOUNT}`)).toBeVisible();
    await expectNoAxeViolations(page, 'the account number shown');
  });

  test('a wrong code shows invalid code', async ({ page }) => {
    const dialog = await openLookup(page);
    const code = await requestCode(page, dialog);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Invalid code.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
