import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  CSRF_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  amountToCents,
  historyPageSchema,
  paymentMethodsResponseSchema,
  paymentReceiptSchema,
  routeById,
  sessionResponseSchema,
  withId,
  type AccountDetails,
} from 'shared-contracts';
import { DEMO_USER, expect, testWithServer } from '../support/fixtures';
import { runJob } from '../support/jobs';
import { chooseSavedChecking, continueTo, payAnotherAmount, payOn } from '../support/payment-steps';
import { ROOT } from '../support/server-env';

/*
 * Spec 2.4 (make a payment, history) and 7 (account-details): a payment made in the browser, step by step, on a
 * server of its own whose business clock starts on a Tuesday at 3 p.m. Central (BUSINESS_CLOCK_START), so it is
 * "today, before the cut-off" whenever the suite runs; the browser's clock shows the same day. The posting job
 * then runs as the engineer on call would run it (`npm run job -w server`, server/dist/jobs/run.js): the day's ACH
 * file after its cut-off, then the posting once that file has settled on the next business day (docs/decisions/055).
 */

const CLOCK_START = '2026-11-24T15:00:00-06:00';
const TODAY = '2026-11-24';
const AFTER_CUTOFF = '2026-11-24T19:00:00-06:00';
const SETTLED = '2026-11-25T09:00:00-06:00';
// This run's own ACH folders: a file per business day is written once, and another run has the same day.
const ACH_OUTBOX_DIR = path.join(ROOT, 'data', `ach-outbox-${process.pid}-${Date.now()}`);
const PAYMENTS = routeById('payments').path;
const ACCOUNT = routeById('account').path;
const HISTORY = routeById('accountHistory').path;

const test = testWithServer({ database: 'e2e-account-payment', extra: { BUSINESS_CLOCK_START: CLOCK_START, ACH_OUTBOX_DIR } }).extend<{ paymentsPage: Page }>({
  /** `demo` signed in on /payments, the browser's clock on the server's business day: where both payment flows start. */
  paymentsPage: async ({ page, signIn, openPage }, provide) => {
    await signIn();
    await page.clock.setFixedTime(new Date(CLOCK_START));
    await openPage(PAYMENTS);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await provide(page);
  },
});


async function accountDetails(request: APIRequestContext): Promise<AccountDetails> {
  const response = await request.get(PORTAL_API_PATHS.accountDetails);
  expect(response.status()).toBe(200);
  return accountDetailsSchema.parse(await response.json());
}

function cents(amount: string | undefined): number {
  const value = amountToCents(amount ?? '');
  if (value === null) throw new Error(`not an amount: ${amount}`);
  return value;
}

const usd = (amount: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

function paymentStatuses(databaseFile: string, username: string): string[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(`select status from payments where loan_account_id = (select loan_account_id from users where username = ?) order by id`)
      .all(username) as Array<{ status: string }>;
    return rows.map((row) => row.status);
  } finally {
    db.close();
  }
}

function countPayments(databaseFile: string, username: string): number {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(`select count(*) as count from payments where loan_account_id = (select loan_account_id from users where username = ?)`)
      .get(username) as { count: number };
    return row.count;
  } finally {
    db.close();
  }
}

test.describe('a one-time payment (spec 2.4)', () => {
  // The two flows go through every step in the browser and run the jobs: longer than the default.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('amount → bank account → date → review → confirmation, pending in /account and history, posted by the job', async ({ paymentsPage: page, server, axe }) => {
    const before = await accountDetails(page.request);
    const main = page.getByRole('main');
    const steps = main.getByRole('region', { name: 'Amount' });
    await expect(steps).toBeVisible();
    await axe.expectNoViolations('/payments, amount step');

    await main.getByRole('radio', { name: new RegExp(`Amount due: ${usd(before[ACCOUNT_FIELDS.amountDue]).replace('$', '\\$')}`) }).check();
    await continueTo(main, 'Bank account');
    await chooseSavedChecking(main);
    await continueTo(main, 'Payment date');
    await axe.expectNoViolations('/payments, date step');
    await payOn(main, 'Tuesday, November 24, 2026');
    await axe.expectNoViolations('/payments, review step');
    const pay = main.getByRole('button', { name: `Pay ${usd(before[ACCOUNT_FIELDS.amountDue])}` });
    // Clicked twice quickly: one payment (the button and the Idempotency-Key both see to it).
    await pay.dblclick();

    await expect(main.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
    await expect(main.getByText('Thank you. Your payment is on its way today.')).toBeVisible();
    await axe.expectNoViolations('/payments, confirmation');
    expect(countPayments(server.databaseFile, DEMO_USER.username)).toBe(1);

    // Pending at once in history (first row) and in the overview's scheduled payments.
    await page.goto(HISTORY);
    const firstRow = main.getByRole('row').nth(1);
    await expect(firstRow).toContainText('Pending');
    await expect(firstRow).toContainText(usd(before[ACCOUNT_FIELDS.amountDue]));

    // The day's ACH file after its cut-off, then the posting once it has settled: posted as of its own date, split
    // into interest and principal, every figure moved.
    expect(await runJob('ach-origination', AFTER_CUTOFF, server.databaseFile, { ACH_OUTBOX_DIR })).toMatchObject({ businessDay: TODAY, entries: 1 });
    expect(await runJob('post-payments', SETTLED, server.databaseFile, { ACH_OUTBOX_DIR })).toMatchObject({ posted: 1 });

    const history = historyPageSchema.parse(await (await page.request.get(`${ACCOUNT_MONEY_PATHS.history}?type=payment`)).json());
    const posted = history.items[0];
    expect(posted?.postedOn).toBe(TODAY);
    expect(posted?.status).toBe('posted');
    const after = await accountDetails(page.request);
    // History shows money paid in as negative figures: the principal part is what leaves the balance.
    const principalCents = Math.abs(cents(posted?.principal));
    expect(principalCents).toBeGreaterThan(0);
    expect(principalCents).toBeLessThan(cents(before[ACCOUNT_FIELDS.amountDue]));
    expect(cents(after[ACCOUNT_FIELDS.currentBalance])).toBe(cents(before[ACCOUNT_FIELDS.currentBalance]) - principalCents);

    await page.goto(ACCOUNT);
    await expect(main.getByText(usd(after[ACCOUNT_FIELDS.currentBalance])).first()).toBeVisible();
  });

  test('five parallel calls with one Idempotency-Key make one payment; demo2 gets 404 for demo’s ids', async ({ page, server, signIn, playwright, baseURL }) => {
    await signIn();
    const csrfOf = async (request: APIRequestContext) => sessionResponseSchema.parse(await (await request.get(PORTAL_API_PATHS.session)).json()).csrf ?? '';
    const token = await csrfOf(page.request);
    const methods = paymentMethodsResponseSchema.parse(await (await page.request.get(ACCOUNT_MONEY_PATHS.paymentMethods)).json());
    const methodId = methods[0]?.id ?? 0;
    const before = countPayments(server.databaseFile, DEMO_USER.username);
    const key = randomUUID();
    const body = { amount: '25.00', paymentMethodId: methodId, payOn: '2026-11-27' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        page.request.post(ACCOUNT_MONEY_PATHS.payments, { data: body, headers: { [IDEMPOTENCY_KEY_HEADER]: key, [CSRF_HEADER]: token } }),
      ),
    );
    const receipts = await Promise.all(answers.map(async (answer) => paymentReceiptSchema.parse(await answer.json())));
    expect(new Set(receipts.map((receipt) => receipt.confirmationNumber)).size).toBe(1);
    expect(countPayments(server.databaseFile, DEMO_USER.username)).toBe(before + 1);

    const other = await playwright.request.newContext({ baseURL });
    try {
      expect((await other.post(PORTAL_API_PATHS.login, { data: { username: 'demo2', password: DEMO_USER.password } })).ok()).toBe(true);
      const paymentId = receipts[0]?.id ?? 0;
      expect((await other.get(withId(ACCOUNT_MONEY_PATHS.statementPdf, 1))).status()).toBe(404);
      const headers = { [CSRF_HEADER]: await csrfOf(other) };
      expect((await other.delete(withId(ACCOUNT_MONEY_PATHS.payment, paymentId), { headers })).status()).toBe(404);
      expect((await other.delete(withId(ACCOUNT_MONEY_PATHS.paymentMethod, methodId), { headers })).status()).toBe(404);
    } finally {
      await other.dispose();
    }
    expect(countPayments(server.databaseFile, DEMO_USER.username)).toBe(before + 1);
  });

  test('a new bank account in the payment flow, the scheduled payment cancelled from /account, autopay on and off', async ({ paymentsPage: page, server, axe }) => {
    const before = paymentStatuses(server.databaseFile, DEMO_USER.username);
    const main = page.getByRole('main');
    await payAnotherAmount(main, '40.00');

    // A bank account added on the way: the routing number passes the ABA checksum, the account number typed twice.
    await main.getByRole('button', { name: 'Add a bank account' }).click();
    await main.getByRole('textbox', { name: /Routing number/ }).fill('011000015');
    await main.getByRole('textbox', { name: /^Account number/ }).first().fill('123456780');
    await main.getByRole('textbox', { name: /Account number again/ }).fill('123456780');
    await main.getByRole('textbox', { name: /Account holder name/ }).fill('Alex Demo');
    await main.getByRole('textbox', { name: /Nickname/ }).fill('Rainy day savings');
    await main.getByRole('radiogroup', { name: 'Account type' }).getByText('Savings').click();
    await axe.expectNoViolations('/payments, adding a bank account');
    await main.getByRole('button', { name: 'Save bank account' }).click();
    await expect(main.getByRole('radio', { name: /Rainy day savings ending in 6780/ })).toBeChecked();
    await continueTo(main, 'Payment date');

    // Friday: a scheduled payment, cancellable until its day.
    await payOn(main, 'Friday, November 27, 2026');
    await main.getByRole('button', { name: 'Pay $40.00' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
    expect(paymentStatuses(server.databaseFile, DEMO_USER.username)).toEqual([...before, 'scheduled']);

    await page.goto(ACCOUNT);
    await main.getByRole('button', { name: /Cancel payment of \$40\.00 on/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this payment?' }).or(page.getByRole('dialog', { name: 'Cancel this payment?' }));
    await expect(dialog).toBeVisible();
    await axe.expectNoViolations('/account, cancelling a payment');
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(main.getByText(/Your payment of \$40\.00 on .* is cancelled\./)).toBeVisible();
    expect(paymentStatuses(server.databaseFile, DEMO_USER.username)).toEqual([...before, 'cancelled']);

    // Autopay from the bank account just added; account-details' F0410 follows it on and off.
    await page.goto(PAYMENTS);
    const autopay = main.getByRole('region', { name: 'Autopay' });
    await autopay.getByRole('button', { name: 'Turn on autopay' }).click();
    await autopay.getByRole('combobox', { name: /Bank account/ }).selectOption({ label: 'Rainy day savings, ending in 6780' });
    await autopay.getByRole('combobox', { name: /Day of the month/ }).selectOption('15');
    await axe.expectNoViolations('/payments, the autopay form');
    await autopay.getByRole('form', { name: 'Turn on autopay' }).getByRole('button', { name: 'Turn on autopay' }).click();
    await expect(autopay.getByText(/Autopay is on/).first()).toBeVisible();
    expect((await accountDetails(page.request))[ACCOUNT_FIELDS.autopayFlag]).toBe('Y');

    await autopay.getByRole('button', { name: 'Stop autopay' }).click();
    const stop = page.getByRole('alertdialog', { name: 'Stop autopay?' }).or(page.getByRole('dialog', { name: 'Stop autopay?' }));
    await expect(stop).toBeVisible();
    await axe.expectNoViolations('/payments, stopping autopay');
    await stop.getByRole('button', { name: 'Stop autopay' }).click();
    await expect(autopay.getByText(/Autopay is off/).first()).toBeVisible();
    expect((await accountDetails(page.request))[ACCOUNT_FIELDS.autopayFlag]).toBe('N');
  });
});
