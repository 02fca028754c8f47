import { localizePath, routeById } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * The loan over time in Spanish (docs/decisions/056): the history page words each line by its code in the page's
 * language and its CSV link asks for the same language, whose header is then Spanish; and the payment calendar
 * never offers a bank holiday. The server's business clock and the browser's both stand at Tuesday 2026-11-24,
 * 3 p.m. Central (BUSINESS_CLOCK_START), two days before Thanksgiving, whenever the suite runs.
 */

const CLOCK_START = '2026-11-24T15:00:00-06:00';
const LOCALE = 'es-US';

const test = testWithServer({ database: 'e2e-history-language', extra: { BUSINESS_CLOCK_START: CLOCK_START } });

test.describe('the loan over time in es-US', () => {
  // One server for both: they only read, and two servers on one database file would race at start.
  test.describe.configure({ mode: 'serial' });

  test('history lines in Spanish, and the CSV link gives a Spanish header', async ({ page, signIn, openPage, axe }) => {
    await signIn();
    await page.clock.setFixedTime(new Date(CLOCK_START));
    await openPage(localizePath(routeById('accountHistory').path, LOCALE));
    const main = page.getByRole('main');
    const table = main.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    // The demo's payments are online payments: worded in Spanish, the servicing system's English left out.
    await expect(table.getByRole('cell', { name: catalogText('mfe-account/history', LOCALE, 'Online payment'), exact: true }).first()).toBeVisible();
    await expect(table).not.toContainText('Online payment');
    await axe.expectNoViolations('/es/account/history');
    await page.screenshot({ path: test.info().outputPath('history-es.png'), fullPage: true });

    const link = main.getByRole('link', { name: catalogText('mfe-account/history', LOCALE, 'Download all transactions (CSV)') });
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href, 'http://localhost').searchParams.get('locale')).toBe(LOCALE);
    const csv = await page.request.get(href);
    expect(csv.status()).toBe(200);
    const [header, firstLine] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Fecha,Tipo,Descripción,Monto,Capital,Intereses,Cargos,Saldo,Referencia,Estado');
    expect(firstLine).toMatch(/^\d{4}-\d{2}-\d{2},(Pago|Intereses|Cargo por pago atrasado|Ajuste),/);
  });

  test('the payment calendar skips Thanksgiving', async ({ page, signIn, openPage, axe }) => {
    await signIn();
    await page.clock.setFixedTime(new Date(CLOCK_START));
    await openPage(localizePath(routeById('payments').path, LOCALE));
    const main = page.getByRole('main');
    const text = (message: string) => catalogText('mfe-account/payments', LOCALE, message);
    await main.getByRole('radio').first().check();
    await main.getByRole('button', { name: text('Continue') }).click();
    await main
      .getByRole('radiogroup', { name: text('Which bank account should the payment come from?') })
      .getByText('Everyday checking')
      .click();
    await main.getByRole('button', { name: text('Continue') }).click();
    await expect(main.getByRole('heading', { level: 2, name: text('Payment date') })).toBeFocused();
    await expect(main.getByText(text('Payments made after 6 p.m. Central time, on a weekend or on a bank holiday are dated the next business day.'))).toBeVisible();

    // Thanksgiving (Thursday the 26th) is shown and announced as unavailable; the Wednesday before and the Friday
    // after are offered; a click on the holiday chooses nothing.
    const day = (name: string) => main.getByRole('gridcell', { name });
    await expect(day('jueves, 26 de noviembre de 2026')).toHaveAttribute('aria-disabled', 'true');
    await expect(day('miércoles, 25 de noviembre de 2026')).not.toHaveAttribute('aria-disabled');
    await expect(day('viernes, 27 de noviembre de 2026')).not.toHaveAttribute('aria-disabled');
    // A real click (force: Playwright itself refuses a cell marked disabled, as a screen reader user is told it is).
    await day('jueves, 26 de noviembre de 2026').click({ force: true });
    await expect(main.getByText(text('No date chosen yet.'))).toBeVisible();
    await axe.expectNoViolations('/es/payments, date step with Thanksgiving');
    await page.screenshot({ path: test.info().outputPath('calendar-thanksgiving-es.png'), fullPage: true });
    await day('viernes, 27 de noviembre de 2026').click();
    await expect(main.getByText(text('No date chosen yet.'))).toBeHidden();
  });
});
