import { ACCOUNT_MONEY_PATHS, localizePath, paymentsResponseSchema, routeById } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { CAPTCHA_SOLVE_TIMEOUT } from '../support/site';
import { catalogText } from '../support/i18n';

/*
 * Paying without an account (docs/decisions/058) in Spanish: /es/payments signed out, demo's loan found by its
 * statement's details, $25.00 for today from a bank account typed twice, reviewed, paid; the receipt in the outbox
 * in Spanish; then `demo` signs in and finds the payment among its payments as a guest payment. The business clock
 * starts on Tuesday 2026-11-24 at 10 a.m. Central (before the cut-off).
 */

const CLOCK_START = '2026-11-24T10:00:00-06:00';
const TODAY = '2026-11-24';
const LOCALE = 'es-US';
const text = (msgid: string) => catalogText('mfe-public/payments', LOCALE, msgid);

const test = testWithServer({ database: 'e2e-guest-payment', extra: { BUSINESS_CLOCK_START: CLOCK_START } });

test('a guest pays in Spanish from /es/payments to the confirmation; receipt mailed; the payment is demo’s', async ({ page, openPage, axe, mailbox, signIn }) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(CLOCK_START));
  await openPage(localizePath(routeById('payments').path, LOCALE));
  const guest = page.getByRole('region', { name: text('Pay without an account') });
  await expect(guest.getByRole('heading', { name: text('Step 1 of 3: find your loan') })).toBeVisible();
  await axe.expectNoViolations('/es/payments, guest step 1');

  await guest.getByRole('textbox', { name: text('Account number') }).fill('3052718841');
  await guest.getByRole('textbox', { name: text('Last name') }).fill('Garcia');
  await guest.getByRole('textbox', { name: text('ZIP code of your billing address') }).fill('75201');
  await guest.getByRole('textbox', { name: text('Last 4 digits of your Social Security number'), exact: true }).fill('6789');
  const widget = guest.locator('altcha-widget');
  await widget.getByText('No soy un robot').click();
  await expect(widget.getByRole('checkbox', { name: 'Verificado' })).toBeChecked({ timeout: CAPTCHA_SOLVE_TIMEOUT });
  await guest.getByRole('button', { name: text('Continue') }).click();

  await expect(guest.getByRole('heading', { name: text('Step 2 of 3: payment details') })).toBeFocused();
  await axe.expectNoViolations('/es/payments, guest step 2');
  await guest.getByRole('radio', { name: text('Another amount') }).check();
  await guest.getByRole('textbox', { name: text('Amount to pay') }).fill('25.00');
  await guest.getByLabel(text('Payment date')).fill(TODAY);
  await guest.getByRole('textbox', { name: text('Routing number') }).fill('021000021');
  await guest.getByRole('textbox', { name: text('Bank account number'), exact: true }).fill('987654321');
  await guest.getByRole('textbox', { name: text('Bank account number again') }).fill('987654321');
  await guest.getByRole('textbox', { name: text('Name on the bank account') }).fill('Maria Garcia');
  await guest.getByRole('textbox', { name: text('E-mail address for the receipt') }).fill('guest.payer@example.com');
  await guest.getByRole('button', { name: text('Review the payment') }).click();

  await expect(guest.getByRole('heading', { name: text('Step 3 of 3: review and pay') })).toBeFocused();
  await expect(guest.getByText('M. Garcia')).toBeVisible();
  await axe.expectNoViolations('/es/payments, guest review');
  const before = await mailbox.mark();
  await guest.getByRole('button', { name: text('Pay now') }).click();

  await expect(guest.getByRole('heading', { name: text('Payment received') })).toBeFocused();
  const confirmation = (await guest.locator('dd').first().innerText()).trim();
  expect(confirmation).toMatch(/^RB-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await page.screenshot({ path: 'test-results/guest-payment-es-confirmation.png', fullPage: true });
  await axe.expectNoViolations('/es/payments, guest confirmation');

  const receipt = await mailbox.latest({ to: 'guest.payer@example.com', after: before });
  expect(receipt.body).toContain('Número de confirmación');
  expect(receipt.body).toContain(confirmation);
  expect(receipt.body).toContain('4321');
  expect(receipt.body).not.toContain('987654321');

  await signIn();
  const payments = paymentsResponseSchema.parse(await (await page.request.get(ACCOUNT_MONEY_PATHS.payments)).json());
  expect(payments.find((payment) => payment.confirmationNumber === confirmation)).toMatchObject({ source: 'guest', amount: '25.00', payOn: TODAY, last4: '4321' });
  // demo's history shows it, worded as a payment made without signing in, with its receipt (docs/decisions/058).
  await openPage(routeById('accountHistory').path);
  const line = page.getByRole('main').getByRole('row').filter({ has: page.getByRole('link', { name: `Receipt of payment ${confirmation} (PDF)` }) });
  await expect(line).toContainText(catalogText('mfe-account/history', 'en-US', 'Payment made without signing in'));
  await expect(line).toContainText('-$25.00');
});
