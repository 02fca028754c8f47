import { localizePath, routeById } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * The payoff planner of /account (docs/decisions/058), signed in as `demo` in Spanish. The business clock starts on
 * Tuesday 2026-11-24 (BUSINESS_CLOCK_START), so demo owes $14,235.67 at 9.00 % (per diem $3.51), pays $389.45 and is
 * next due on 2026-12-15 whenever the suite runs. $100.00 more a month pays it off in August 2029 instead of June
 * 2030: 10 payments and $581.11 of interest saved (shared-contracts amortisation.ts, tested against published tables).
 */

const CLOCK_START = '2026-11-24T10:00:00-06:00';
const LOCALE = 'es-US';
const text = (msgid: string) => catalogText('mfe-account/overview', LOCALE, msgid);
const monthYear = (iso: string) => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const money = (amount: number) => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }).format(amount);

const test = testWithServer({ database: 'e2e-payoff-planner', extra: { BUSINESS_CLOCK_START: CLOCK_START } });

test('the planner shows the payoff date, the payments and the interest an extra $100 a month saves', async ({ page, signIn, openPage, axe }) => {
  await page.clock.setFixedTime(new Date(CLOCK_START));
  await signIn();
  await openPage(localizePath(routeById('account').path, LOCALE));
  const planner = page.getByRole('region', { name: text('Payoff planner') });
  await expect(planner).toBeVisible();
  await planner.getByRole('textbox', { name: text('Extra amount') }).fill('100.00');

  const figure = (term: string) => planner.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(text('New payoff date'))).toHaveText(monthYear('2029-08-15'));
  await expect(figure(text('Payoff date without the extra'))).toHaveText(monthYear('2030-06-15'));
  await expect(figure(text('Payments saved'))).toHaveText('10');
  await expect(figure(text('Interest saved'))).toHaveText(money(581.11));
  await expect(planner.getByRole('img', { name: text('Balance over time, with and without the extra payment') })).toBeVisible();
  await expect(planner.getByRole('table', { name: text('Balance by year') })).toBeVisible();
  await page.screenshot({ path: 'test-results/payoff-planner-es.png', fullPage: true });
  await axe.expectNoViolations('/es/account, the payoff planner');

  // Once instead of every month: the same amount saves less.
  await planner.getByRole('combobox', { name: text('Extra payment') }).selectOption({ label: text('Once, with the next payment') });
  await expect(figure(text('Payments saved'))).toHaveText('0');
  await expect(figure(text('Interest saved'))).toHaveText(money(36.83));
});
