import Database from 'better-sqlite3';
import { routeById } from 'shared-contracts';
import { DEMO_USER, expect, testWithServer } from '../support/fixtures';
import { chooseSavedChecking, continueTo, payAnotherAmount, payOn } from '../support/payment-steps';

/*
 * Docs/decisions/051 (spec 2.4 make a payment): a payment of the same amount for the same date as one made minutes
 * ago is not made at once. The review step shows the earlier payment (amount, date, when it was made, its
 * confirmation number) and asks "pay again?"; Pay again makes it, and nothing chosen was lost on the way. On a
 * server of its own whose business clock starts on a Tuesday at 3 p.m. Central (BUSINESS_CLOCK_START), with the
 * browser's clock on the same moment, so "today, before the cut-off" holds whenever the suite runs.
 */

const CLOCK_START = '2026-11-24T15:00:00-06:00';
const PAYMENTS = routeById('payments').path;
const AMOUNT = '31.17';

const test = testWithServer({ database: 'e2e-account-duplicate-payment', extra: { BUSINESS_CLOCK_START: CLOCK_START } });

function paymentsOf(databaseFile: string, username: string, amountCents: number): number {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `select count(*) as count from payments where amount_cents = ? and status != 'cancelled' and loan_account_id = (select loan_account_id from users where username = ?)`,
      )
      .get(amountCents, username) as { count: number };
    return row.count;
  } finally {
    db.close();
  }
}

test('the same payment again: the review shows the earlier one and asks "pay again?", and Pay again makes it', async ({ page, server, signIn, openPage, axe }) => {
  test.setTimeout(120_000);
  await signIn();
  await page.clock.setFixedTime(new Date(CLOCK_START));
  await openPage(PAYMENTS);
  const main = page.getByRole('main');

  // The first payment: made at once.
  await payAnotherAmount(main, AMOUNT);
  await chooseSavedChecking(main);
  await continueTo(main, 'Payment date');
  await payOn(main, 'Tuesday, November 24, 2026');
  await main.getByRole('button', { name: `Pay $${AMOUNT}` }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
  // The confirmation's own number (the scheduled list further down names it too).
  const confirmationNumber = () => main.locator('dl').first().getByText(/^RB-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const firstConfirmation = (await confirmationNumber().textContent()) ?? '';
  expect(firstConfirmation).toMatch(/^RB-/);

  // The same again, as a customer unsure the first went through would.
  await main.getByRole('button', { name: 'Make another payment' }).click();
  await payAnotherAmount(main, AMOUNT);
  await chooseSavedChecking(main);
  await continueTo(main, 'Payment date');
  await payOn(main, 'Tuesday, November 24, 2026');
  await main.getByRole('button', { name: `Pay $${AMOUNT}` }).click();

  const question = main.getByRole('alert').filter({ hasText: 'You already made a payment like this one' });
  await expect(question).toBeVisible();
  await expect(question.getByText(firstConfirmation)).toBeVisible();
  await expect(question.getByText(`$${AMOUNT}`)).toBeVisible();
  await expect(question.getByText('Tuesday, November 24, 2026')).toBeVisible();
  await expect(question.getByText(/^Nov 2[45], 2026, \d{1,2}:\d{2}/)).toBeVisible();
  await expect(question.getByText(/^Pay again\?/)).toBeVisible();
  // Still the review, with everything chosen; nothing was made yet.
  await expect(main.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  await expect(main.getByText('Everyday checking', { exact: false }).first()).toBeVisible();
  expect(paymentsOf(server.databaseFile, DEMO_USER.username, 3117)).toBe(1);
  await axe.expectNoViolations('/payments, review step asking "pay again?"');
  await page.screenshot({ path: test.info().outputPath('duplicate-question.png'), fullPage: true });

  await main.getByRole('button', { name: `Pay again $${AMOUNT}` }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
  await expect(confirmationNumber()).toBeVisible();
  expect(await confirmationNumber().textContent()).not.toBe(firstConfirmation);
  expect(paymentsOf(server.databaseFile, DEMO_USER.username, 3117)).toBe(2);
});
