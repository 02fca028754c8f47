import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { ACCOUNT_MONEY_PATHS, routeById, statementPdfPath, statementsResponseSchema } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { runJob } from '../support/jobs';
import { pdfText } from '../support/pdf';

/*
 * The loan over time (docs/decisions/057), on a server of its own whose business clock, and so its demo data, starts
 * on Tuesday 24 November 2026 (demo's newest statement closes on the 20th, the next on 20 December):
 * - the payment reminders chosen in settings are saved and shown again on a new visit;
 * - the statement cycle job run the morning after the December close adds that statement to /account/statements.
 * The job runs by hand, as the engineer on call would run it (e2e/support/jobs.ts).
 */

const CLOCK_START = '2026-11-24T15:00:00-06:00';
const AFTER_DECEMBER_CLOSE = '2026-12-21T09:00:00-06:00';
const SETTINGS = routeById('accountSettings').path;
const STATEMENTS = routeById('accountStatements').path;

const test = testWithServer({ database: 'e2e-account-cycles', extra: { BUSINESS_CLOCK_START: CLOCK_START } });

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

test('payment reminders: chosen, saved and shown again in settings', async ({ signedInPage: page, openPage, axe }) => {
  test.setTimeout(90_000);
  await openPage(SETTINGS);
  const reminders = section(page, 'Payment reminders');
  await expect(reminders.getByText('Off: we do not send payment reminders.')).toBeVisible();
  await axe.expectNoViolations('/account/settings, payment reminders off');

  // Chakra's checkbox input is visually hidden behind its control: the borrower clicks the label.
  await reminders.getByText('E-mail', { exact: true }).click();
  await reminders.getByText('Text message', { exact: true }).click();
  await expect(reminders.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(reminders.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
  await reminders.getByRole('combobox', { name: 'When' }).selectOption({ label: '5 days before the due date' });
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(reminders.getByRole('status')).toHaveText('Your payment reminders are saved.');
  await expect(reminders.getByText('On: by e-mail and text message, 5 days before each due date.')).toBeVisible();
  await axe.expectNoViolations('/account/settings, payment reminders saved');
  await page.screenshot({ path: test.info().outputPath('settings-reminders.png'), fullPage: true });

  // A new visit reads them back from the server.
  await openPage(SETTINGS);
  const again = section(page, 'Payment reminders');
  await expect(again.getByText('On: by e-mail and text message, 5 days before each due date.')).toBeVisible();
  await expect(again.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(again.getByRole('combobox', { name: 'When' })).toHaveValue('5');
});

test('the statement cycle job adds the month’s statement to /account/statements', async ({ signedInPage: page, openPage, server }) => {
  test.setTimeout(90_000);
  const before = statementsResponseSchema.parse(await (await page.request.get(ACCOUNT_MONEY_PATHS.statements)).json());
  expect(before[0]?.statementDate).toBe('2026-11-20');

  const printDir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-statement-print-'));
  try {
    expect(await runJob('statement-cycle', AFTER_DECEMBER_CLOSE, server.databaseFile, { STATEMENT_PRINT_DIR: printDir })).toMatchObject({ noticesSent: 1 });
  } finally {
    await fs.rm(printDir, { recursive: true, force: true });
  }

  await openPage(STATEMENTS);
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('December 20, 2026');
  await expect(rows.nth(2)).toContainText('November 20, 2026');
  const after = statementsResponseSchema.parse(await (await page.request.get(ACCOUNT_MONEY_PATHS.statements)).json());
  expect(after[0]).toMatchObject({ statementDate: '2026-12-20', dueDate: '2027-01-15' });
  const december = after[0]!;
  // The figures add up (spec 2.4's statement): opening balance, less payments, plus interest and fees, is the closing.
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  expect(cents(december.previousBalance) - cents(december.payments) + cents(december.interest) + cents(december.fees)).toBe(cents(december.newBalance));
  const pdf = await page.request.get(statementPdfPath(december.id, 'en-US'));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  // And the PDF says the same figures.
  const text = await pdfText(await pdf.body());
  const usd = (amount: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
  for (const figure of [december.previousBalance, december.newBalance, december.amountDue]) expect(text).toContain(usd(figure));
});
