import { type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  HISTORY_TYPES,
  LOCALES,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  historyPageSchema,
  localizePath,
  routeById,
  statementsResponseSchema,
  type Locale,
} from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { pdfText } from '../support/pdf';
import { catalogText } from '../support/i18n';

/*
 * Spec 2.4 and 9: the signed-in money pages, read as `demo` (README: 12 statements, 24 months of history) in
 * each locale, against the figures the server answers: the overview's balance, payoff, amount due and due
 * date; the statements list and the first PDF's new balance; history paged 10 at a time and filtered by type.
 * Figures are formatted here with Intl in the page's locale, as the page must; axe (WCAG 2.2 AA) on each page.
 * The payment flow step by step, which changes the figures, runs on a server of its own (account-payment.spec.ts).
 */

const money = (amount: string, locale: Locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(amount));
const date = (iso: string, locale: Locale, dateStyle: 'long' | 'full' = 'long') =>
  new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

async function readJson<T>(request: APIRequestContext, path: string, parse: (body: unknown) => T): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return parse(await response.json());
}

const heading1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

// One test per page and locale: each page's figures and its checks (axe, IBM, html-validate) are a behaviour of
// their own, and a test that read all four pages in one went past its time on a loaded CI machine.
for (const locale of LOCALES) {
  test.describe(`signed-in money pages in ${locale}`, () => {
    test(`/account shows the server's balance, payoff, amount due and due date (${locale})`, async ({ signedInPage: page, openPage, axe }) => {
      const main = page.getByRole('main');
      const details = await readJson(page.request, PORTAL_API_PATHS.accountDetails, (body) => accountDetailsSchema.parse(body));
      await openPage(localizePath(routeById('account').path, locale));
      await expect(main).toContainText(money(details[ACCOUNT_FIELDS.currentBalance], locale));
      await expect(main).toContainText(money(details[ACCOUNT_FIELDS.payoffAmount], locale));
      await expect(main).toContainText(money(details[ACCOUNT_FIELDS.amountDue], locale));
      await expect(main).toContainText(date(details[ACCOUNT_FIELDS.nextDueDate] ?? '', locale, 'full'));
      await expect(main).toContainText(`•••• ${details[ACCOUNT_FIELDS.accountNumber].slice(-4)}`);
      await expect(main).not.toContainText(details[ACCOUNT_FIELDS.accountNumber]);
      await axe.expectNoViolations(`/account in ${locale}`);
    });

    test(`statements list 12 rows, and the newest one's PDF holds its new balance (${locale})`, async ({ signedInPage: page, openPage, axe }) => {
      const main = page.getByRole('main');
      const statements = await readJson(page.request, ACCOUNT_MONEY_PATHS.statements, (body) => statementsResponseSchema.parse(body));
      expect(statements).toHaveLength(12);
      await openPage(localizePath(routeById('accountStatements').path, locale));
      const statementsTable = main.getByRole('table');
      await expect(statementsTable.getByRole('row')).toHaveCount(13);
      const newest = statements[0]!;
      const firstRow = statementsTable.getByRole('row').nth(1);
      await expect(firstRow).toContainText(date(newest.statementDate, locale));
      await expect(firstRow).toContainText(money(newest.newBalance, locale));
      const open = firstRow.getByRole('link').first();
      await expect(open).toHaveAttribute('target', '_blank');
      const pdf = await page.request.get((await open.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(await pdfText(await pdf.body())).toContain(money(newest.newBalance, locale).replace(/\s+/g, ' '));
      await axe.expectNoViolations(`/account/statements in ${locale}`);
    });

    test(`history pages 10 rows at a time and filters by type (${locale})`, async ({ signedInPage: page, openPage, axe }) => {
      const main = page.getByRole('main');
      const all = await readJson(page.request, ACCOUNT_MONEY_PATHS.history, (body) => historyPageSchema.parse(body));
      expect(all.total).toBeGreaterThanOrEqual(48);
      await openPage(localizePath(routeById('accountHistory').path, locale));
      const historyTable = main.getByRole('table');
      await expect(historyTable.getByRole('row')).toHaveCount(11);
      await expect(historyTable.getByRole('row').nth(1)).toContainText(money(all.items[0]!.runningBalance, locale));
      await axe.expectNoViolations(`/account/history in ${locale}`);
      const pager = main.getByRole('navigation');
      await pager.getByRole('link', { name: new RegExp(`\\b${all.pageCount}\\b`) }).or(pager.getByRole('button', { name: new RegExp(`\\b${all.pageCount}\\b`) })).first().click();
      await expect(historyTable.getByRole('row')).toHaveCount(1 + all.total - 10 * (all.pageCount - 1));

      const paymentLabel = catalogText('mfe-account/history', locale, 'Payment');
      await main.getByRole('combobox').first().selectOption({ label: paymentLabel });
      await main.getByRole('button', { name: catalogText('mfe-account/history', locale, 'Apply filters') }).click();
      await expect(page).toHaveURL(/type=payment/);
      const payments = await readJson(page.request, `${ACCOUNT_MONEY_PATHS.history}?type=payment`, (body) => historyPageSchema.parse(body));
      expect(payments.items.every((item) => item.type === HISTORY_TYPES[0])).toBe(true);
      const rows = historyTable.getByRole('row');
      await expect(rows).toHaveCount(11);
      for (const row of await rows.all().then((list) => list.slice(1))) await expect(row).toContainText(paymentLabel);
      await expect(heading1(page)).toBeVisible();
    });

    test(`Make a payment signed in starts at its first step with the amount due (${locale})`, async ({ signedInPage: page, openPage, axe }) => {
      const main = page.getByRole('main');
      const details = await readJson(page.request, PORTAL_API_PATHS.accountDetails, (body) => accountDetailsSchema.parse(body));
      await openPage(localizePath(routeById('payments').path, locale));
      await expect(main.getByRole('radio').first()).toBeVisible();
      await expect(main).toContainText(money(details[ACCOUNT_FIELDS.amountDue], locale));
      await axe.expectNoViolations(`/payments signed in, in ${locale}`);
    });
  });
}
