import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  ACCOUNT_MONEY_PATHS,
  CSRF_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  PORTAL_API_PATHS,
  accountNoticesResponseSchema,
  devPaymentReturnResponseSchema,
  paymentMethodsResponseSchema,
  localizePath,
  paymentReceiptSchema,
  routeById,
  sessionResponseSchema,
} from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { runJob } from '../support/jobs';
import { ROOT } from '../support/server-env';

/*
 * docs/decisions/055: two payments go to the bank in the day's ACH file and post once it has settled; the bank
 * returns both (POST /dev/payments/:id/return, which writes the NACHA return file and runs the job), so autopay is
 * suspended and the overview says so; the history, in Spanish, shows each return and its fee in Spanish (spec 2.4,
 * docs/decisions/056). The business clock starts on Tuesday 2026-11-24 at 3 p.m. Central.
 */

const CLOCK_START = '2026-11-24T15:00:00-06:00';
const AFTER_CUTOFF = '2026-11-24T19:00:00-06:00';
const SETTLED = '2026-11-25T09:00:00-06:00';
const ACH_DIR = path.join(ROOT, 'data', `ach-returned-${process.pid}-${Date.now()}`);
const ACH = { ACH_OUTBOX_DIR: path.join(ACH_DIR, 'outbox'), ACH_RETURNS_DIR: path.join(ACH_DIR, 'returns') };

const test = testWithServer({ database: 'e2e-payment-returned', extra: { BUSINESS_CLOCK_START: CLOCK_START, ...ACH } });

test('two returned payments suspend autopay, and the overview says so', async ({ page, server, signIn, openPage, axe }) => {
  test.setTimeout(120_000);
  await signIn();
  const csrf = sessionResponseSchema.parse(await (await page.request.get(PORTAL_API_PATHS.session)).json()).csrf ?? '';
  const methods = paymentMethodsResponseSchema.parse(await (await page.request.get(ACCOUNT_MONEY_PATHS.paymentMethods)).json());
  const paymentMethodId = methods[0]?.id ?? 0;
  expect((await page.request.put(ACCOUNT_MONEY_PATHS.autopay, { data: { paymentMethodId, draftDay: 5 }, headers: { [CSRF_HEADER]: csrf } })).ok()).toBe(true);
  const receipts = [];
  for (const amount of ['31.00', '32.00']) {
    const answer = await page.request.post(ACCOUNT_MONEY_PATHS.payments, {
      data: { amount, paymentMethodId, payOn: '2026-11-24' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), [CSRF_HEADER]: csrf },
    });
    receipts.push(paymentReceiptSchema.parse(await answer.json()));
  }

  expect(await runJob('ach-origination', AFTER_CUTOFF, server.databaseFile, ACH)).toMatchObject({ entries: 2 });
  expect(await runJob('post-payments', SETTLED, server.databaseFile, ACH)).toMatchObject({ posted: 2 });

  for (const [index, receipt] of receipts.entries()) {
    const answer = await page.request.post(`/dev/payments/${receipt.id}/return`, { data: { reasonCode: index === 0 ? 'R01' : 'R02' } });
    expect(answer.status()).toBe(200);
    expect(devPaymentReturnResponseSchema.parse(await answer.json())).toMatchObject({ returned: 1, unmatched: 0 });
  }

  const notices = accountNoticesResponseSchema.parse(await (await page.request.get(ACCOUNT_MONEY_PATHS.notices)).json());
  expect(notices.map((item) => item.kind)).toEqual(['autopay_suspended']);

  await openPage(routeById('account').path);
  const notice = page.getByRole('status').filter({ hasText: 'Automatic payments are paused' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your bank returned two payments within twelve months');
  await page.screenshot({ path: test.info().outputPath('overview-autopay-paused.png'), fullPage: false });
  await axe.expectNoViolations('/account, autopay paused');

  // The same history in Spanish: both returns reversed and both fees charged, each line worded by its code.
  await openPage(localizePath(routeById('accountHistory').path, 'es-US'));
  const table = page.getByRole('main').getByRole('table');
  const line = (english: string) => table.getByRole('cell', { name: catalogText('mfe-account/history', 'es-US', english), exact: true });
  await expect(line('Payment returned by the bank')).toHaveCount(2);
  await expect(line('Returned payment fee')).toHaveCount(2);
  await axe.expectNoViolations('/es/account/history after two returned payments');
});
