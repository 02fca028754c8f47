import { type Page } from '@playwright/test';
import { localizePath, routeById } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { banner, expectPathname, languageNav } from '../support/site';

/*
 * Spec 2.6 and 4.7: leaving the due-date flow for any page but its two steps clears the draft, however the route
 * changes; a reload of either step keeps it. One locale (the rule is the shell's, the same in every locale); the
 * flow in each locale is account-due-date.spec.ts. Nothing here confirms a change, so the loan stays as seeded: the
 * business clock starts on Tuesday 2026-11-24, demo is due on 2026-12-15 at $3.51 a day, the 20th costs $17.55.
 *
 * How a draft shows it is gone: the confirmation page, opened again, sends the customer back to the form, where no
 * date is chosen. Opened again in the app (browser back), not only by a full load, so a copy of the draft kept in
 * the page's memory would show too.
 */

const CLOCK_START = '2026-11-24T10:00:00-06:00';
const NEW_DUE = '2026-12-20';
const LOCALE = 'en-US';
const FORM = routeById('accountDueDate').path;
const CONFIRMATION = routeById('accountDueDateConfirmation').path;
const ACCOUNT = routeById('account').path;

const dueDate = (msgid: string) => catalogText('mfe-account/due-date', LOCALE, msgid);
const fullDate = (iso: string) => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const COST = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }).format(17.55);

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });

/** On the form: choose the 20th and a reason, Continue; resolves on the confirmation page showing the draft. */
async function draftToConfirmation(page: Page): Promise<void> {
  await expectPathname(page, FORM);
  await main(page).getByRole('gridcell', { name: fullDate(NEW_DUE) }).click();
  await expect(main(page).getByText(COST).first()).toBeVisible();
  await main(page).getByRole('combobox', { name: dueDate('Why would you like a new due date?') }).selectOption('payday');
  await main(page).getByRole('button', { name: dueDate('Continue') }).click();
  await expectDraftShown(page);
}

async function expectDraftShown(page: Page): Promise<void> {
  await expectPathname(page, CONFIRMATION);
  await expect(main(page).locator(`time[datetime="${NEW_DUE}"]`)).toBeVisible();
  await expect(main(page).getByText(COST)).toBeVisible();
  await expect(main(page).getByRole('button', { name: dueDate('Confirm') })).toBeVisible();
}

/** The draft is gone: the confirmation page, back in view, has led to the form, where no date is chosen. */
async function expectNoDraft(page: Page): Promise<void> {
  await expectPathname(page, FORM);
  await expect(main(page).getByText(dueDate('No date chosen yet.'))).toBeVisible();
  await expect(main(page).getByRole('button', { name: dueDate('Confirm') })).toHaveCount(0);
}

/** Left by `leave` for a page whose h1 is `arrived`, then back to the confirmation page with the browser's back. */
async function leaveAndComeBack(page: Page, leave: () => Promise<void>, arrived: string): Promise<void> {
  await leave();
  await expect(h1(page, arrived)).toBeVisible();
  await page.goBack();
  await expectNoDraft(page);
}

const test = testWithServer({ database: 'e2e-due-date-leaving', extra: { BUSINESS_CLOCK_START: CLOCK_START } });

test('the due-date draft is cleared however the customer leaves the flow, and kept by a reload or a change of language', async ({
  page,
  signIn,
  openPage,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(CLOCK_START));
  await signIn();
  await openPage(ACCOUNT);
  // Into the flow by the overview's link, inside the app.
  await main(page).getByRole('link', { name: catalogText('mfe-account/overview', LOCALE, 'Change my due date') }).click();
  await draftToConfirmation(page);

  // A reload of either step keeps the draft.
  await page.reload();
  await expectDraftShown(page);
  await main(page).getByRole('button', { name: dueDate('Back') }).click();
  await expectPathname(page, FORM);
  await page.reload();
  await expect(main(page).getByText(COST).first()).toBeVisible();
  await main(page).getByRole('button', { name: dueDate('Continue') }).click();
  await expectDraftShown(page);

  // The header's link.
  await leaveAndComeBack(page, () => banner(page).getByRole('link', { name: 'Contact us' }).first().click(), 'Contact us');
  // The footer's link.
  await draftToConfirmation(page);
  await leaveAndComeBack(page, () => page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click(), 'About us');
  // A link inside the remote's page: the confirmation's Cancel.
  await draftToConfirmation(page);
  await leaveAndComeBack(page, () => main(page).getByRole('link', { name: dueDate('Cancel') }).click(), 'My account');

  // The browser's back: within the flow it keeps the draft (the form shows the chosen date) …
  await openPage(ACCOUNT);
  await main(page).getByRole('link', { name: catalogText('mfe-account/overview', LOCALE, 'Change my due date') }).click();
  await draftToConfirmation(page);
  await page.goBack();
  await expectPathname(page, FORM);
  await expect(main(page).getByText(COST).first()).toBeVisible();
  // … and out of it drops the draft; forward into the flow again finds none.
  await page.goBack();
  await expect(h1(page, 'My account')).toBeVisible();
  await page.goForward();
  await expectNoDraft(page);

  // The language switcher stays on the same step, in the other language: the draft is kept.
  await draftToConfirmation(page);
  await languageNav(page).getByRole('link', { name: 'Español' }).click();
  await expectPathname(page, localizePath(CONFIRMATION, 'es-US'));
  await expect(main(page).locator(`time[datetime="${NEW_DUE}"]`)).toBeVisible();
  await languageNav(page, 'es-US').getByRole('link', { name: 'English' }).click();
  await expectDraftShown(page);

  // A full page load of another page.
  await openPage(routeById('faq').path);
  await page.goto(CONFIRMATION);
  await expectNoDraft(page);

  // The session's end: signed out in another tab, this tab's next call answers 401, and the shell sends the
  // customer home with the session-expired dialog (spec 4.1). Signed in again, the confirmation finds no draft.
  await draftToConfirmation(page);
  const otherTab = await page.context().newPage();
  await otherTab.goto(ACCOUNT);
  await banner(otherTab).getByRole('button', { name: catalogText('shell', LOCALE, 'Log out'), exact: true }).click();
  await expect(banner(otherTab).getByRole('link', { name: catalogText('shell', LOCALE, 'Log in'), exact: true }).last()).toBeVisible();
  await otherTab.close();
  const expired = page.getByRole('dialog', { name: catalogText('shell', LOCALE, 'Your session has expired') });
  const heading = await main(page).getByRole('heading', { level: 1 }).boundingBox();
  expect(heading).not.toBeNull();
  // The keep-alive goes out at most once per few seconds of the page's clock, which this test holds still: each
  // try moves it on a minute.
  let clock = new Date(CLOCK_START).getTime();
  await expect(async () => {
    clock += 60_000;
    await page.clock.setFixedTime(new Date(clock));
    await page.mouse.click(heading!.x + 5, heading!.y + heading!.height / 2);
    await expect(expired).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectPathname(page, '/');
  await expired.getByRole('button', { name: catalogText('shell', LOCALE, 'Cancel') }).click();
  await signIn();
  await page.goto(CONFIRMATION);
  await expectNoDraft(page);
});
