import { type Locator, type Page } from '@playwright/test';
import { COMPANY } from 'shared-contracts';
import { codeIn, expect, test, type Mailbox } from '../support/fixtures';
import { openAccountLookup, solveCaptcha } from '../support/site';

/*
 * Recovery dialogs of spec 2.11, 2.12, 4.3, 4.4 and 8.3–8.4 against the real server: the ALTCHA proof of work
 * solved in the browser under the site's CSP, mails read back from the development outbox.
 */

const MARIA = { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '04151985', email: 'maria.garcia@example.com', username: 'demo' };
const ACCOUNT = '3052718841';

const recoveryDialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot username or password' });

test.describe('Forgot username / password (spec 2.11, 4.3, 8.3)', () => {
  test('forgot username mails the username and shows the redacted e-mail', async ({ page, mailbox }) => {
    // The captcha's proof of work runs in the browser (site.ts CAPTCHA_SOLVE_TIMEOUT).
    test.slow();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
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
    const mail = await mailbox.latest({ to: MARIA.email, subject: /username/i });
    expect(mail.body).toContain(MARIA.username);
    expect(cspViolations).toEqual([]);
  });

  test('forgot password shows success and mails a reset link', async ({ page, mailbox }) => {
    // The captcha's proof of work runs in the browser (site.ts CAPTCHA_SOLVE_TIMEOUT).
    test.slow();
    await page.goto('/?forgot-password=true');
    const dialog = recoveryDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Forgot password', selected: true })).toBeVisible();
    const panel = dialog.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Username' }).fill(MARIA.username);
    await solveCaptcha(panel);
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/If d\*\*\*\*o is your username/)).toBeVisible();
    const mail = await mailbox.latest({ to: MARIA.email, subject: /reset/i });
    expect(mail.body).toMatch(/\/reset-password-[A-Za-z0-9_-]{16,}/);
  });

  test('/?forgot-password=true opens the password tab, and closing removes the flag', async ({ page, axe }) => {
    await page.goto('/?forgot-password=true');
    const dialog = recoveryDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Forgot password', selected: true })).toBeVisible();
    await axe.expectNoViolations('the forgot username / password dialog open');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => !url.searchParams.has('forgot-password'));
  });
});

test.describe('Forgot account number (spec 2.12, 4.4, 8.4)', () => {
  // Both tests mail a verification code to Maria: in order, each reads its own (in parallel one could read the other's).
  test.describe.configure({ mode: 'default' });

  /** Steps 1 and 2 for Maria, the code sent by e-mail; resolves to the code read from the outbox. */
  async function requestCode(page: Page, dialog: Locator, mailbox: Mailbox): Promise<string> {
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
    // Decision 007: each try of an identity costs a solved captcha.
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await solveCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const beforeSending = await mailbox.mark();
    // Chakra's radio input is visually hidden under its drawn control: click the option's label.
    await dialog.getByText(/^E-mail to m\*{4}a@example\.com$/).click();
    await expect(dialog.getByRole('radio', { name: /^E-mail to m\*{4}a@example\.com$/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    const code = codeIn(await mailbox.latest({ to: MARIA.email, subject: /verification code/i, after: beforeSending }));
    // Neither the SSN nor the date of birth may reach the address bar or storage.
    expect(page.url()).not.toMatch(/123456789|123-45-6789|1985/);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/123456789|123-45-6789|1985-04-15|04\/15\/1985/);
    return code;
  }

  test('goes through the four steps with the mailed code and shows the account number', async ({ page, axe, mailbox }) => {
    const dialog = await openAccountLookup(page);
    await axe.expectNoViolations('the forgot account number dialog open');
    const code = await requestCode(page, dialog, mailbox);
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(`Your account number is ${ACCOUNT}`)).toBeVisible();
    await axe.expectNoViolations('the account number shown');
  });

  test('a wrong code shows invalid code', async ({ page, mailbox }) => {
    const dialog = await openAccountLookup(page);
    const code = await requestCode(page, dialog, mailbox);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Invalid code.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
