import { type APIRequestContext } from '@playwright/test';
import {
  ACCOUNT_FIELDS,
  LOCALES,
  MESSAGE_PATHS,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  localizePath,
  routeById,
  threadsResponseSchema,
  type Locale,
} from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * The due-date change (spec 2.4 /account/due-date and its confirmation, 3 the draft, 4.7), signed in as
 * `demo`, in each locale, each on a server of its own (a change makes the next one impossible for 12 months). The
 * business clock starts on Tuesday 2026-11-24 (BUSINESS_CLOCK_START), so demo is due on 2026-12-15 with a per-diem
 * of $3.51 whenever the suite runs. Moving to the 20th costs 5 × 3.51 = $17.55.
 */

const CLOCK_START = '2026-11-24T10:00:00-06:00';
const OLD_DUE = '2026-12-15';
const NEW_DUE = '2026-12-20';
const FORM = routeById('accountDueDate').path;
const CONFIRMATION = routeById('accountDueDateConfirmation').path;
const ACCOUNT = routeById('account').path;
const FAQ = routeById('faq').path;

const text = (locale: Locale, msgid: string) => catalogText('mfe-account/due-date', locale, msgid);
/** A calendar day's accessible name: the date in full in the page's locale, as a screen reader reads it. */
const fullDate = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const money = (locale: Locale, amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

async function nextDueDate(request: APIRequestContext): Promise<string | null> {
  const response = await request.get(PORTAL_API_PATHS.accountDetails);
  expect(response.status()).toBe(200);
  return accountDetailsSchema.parse(await response.json())[ACCOUNT_FIELDS.nextDueDate];
}

for (const locale of LOCALES) {
  const test = testWithServer({ database: `e2e-due-date-${locale}`, extra: { BUSINESS_CLOCK_START: CLOCK_START } });
  test.describe(`the due-date change in ${locale}`, () => {
    test('form → confirmation → result; the draft survives a reload and is gone after /faq; /account shows the new date; a second change is refused', async ({
      page,
      signIn,
      openPage,
      axe,
    }) => {
      test.setTimeout(120_000);
      await page.clock.setFixedTime(new Date(CLOCK_START));
      await signIn();
      const main = page.getByRole('main');
      const formPath = localizePath(FORM, locale);
      const confirmationPath = localizePath(CONFIRMATION, locale);

      const fillForm = async () => {
        await openPage(formPath);
        await expect(main.locator(`time[datetime="${OLD_DUE}"]`).first()).toBeVisible();
        // The 29th–31st are never due dates; the 20th is 5 days later.
        await expect(main.getByRole('gridcell', { name: fullDate(locale, '2026-12-29') })).toHaveAttribute('aria-disabled', 'true');
        await main.getByRole('gridcell', { name: fullDate(locale, NEW_DUE) }).click();
        // The cost follows the date: per-diem × days, in the locale's currency format.
        await expect(main.getByText(money(locale, 17.55)).first()).toBeVisible();
        await main.getByRole('combobox', { name: text(locale, 'Why would you like a new due date?') }).selectOption('payday');
        await main.getByRole('button', { name: text(locale, 'Continue') }).click();
        await expect(page).toHaveURL(new RegExp(`${confirmationPath}$`));
        await expect(main.locator(`time[datetime="${NEW_DUE}"]`)).toBeVisible();
      };

      await fillForm();
      await axe.expectNoViolations(`${confirmationPath} with a draft`);
      // The form again, with the calendar and the chosen date: Back keeps the draft.
      await main.getByRole('button', { name: text(locale, 'Back') }).click();
      await expect(page).toHaveURL(new RegExp(`${formPath}$`));
      await expect(main.getByText(money(locale, 17.55)).first()).toBeVisible();
      await axe.expectNoViolations(`${formPath}, the calendar with a date chosen`);
      await main.getByRole('button', { name: text(locale, 'Continue') }).click();
      await expect(page).toHaveURL(new RegExp(`${confirmationPath}$`));
      // A reload keeps the draft …
      await page.reload();
      await expect(main.locator(`time[datetime="${NEW_DUE}"]`)).toBeVisible();
      await expect(main.getByText(money(locale, 17.55))).toBeVisible();
      // … another page drops it: the confirmation then leads back to the form.
      await openPage(localizePath(FAQ, locale));
      await page.goto(confirmationPath);
      await expect(page).toHaveURL(new RegExp(`${formPath}$`));
      expect(await nextDueDate(page.request)).toBe(OLD_DUE);

      await fillForm();
      await main.getByRole('button', { name: text(locale, 'Confirm') }).click();
      const result = main.getByRole('heading', { level: 2, name: text(locale, 'Your due date is changed') });
      await expect(result).toBeFocused();
      await expect(main.getByRole('status')).toContainText(/RB-[A-Z2-9]{5}-[A-Z2-9]{5}/);
      await axe.expectNoViolations(`${confirmationPath}, the result`);
      expect(await nextDueDate(page.request)).toBe(NEW_DUE);

      // The lender's confirming message is in the message center, unread.
      const threads = threadsResponseSchema.parse(await (await page.request.get(MESSAGE_PATHS.threads)).json());
      expect(threads[0]).toMatchObject({ topic: 'dueDate', unread: true });

      await openPage(localizePath(ACCOUNT, locale));
      await expect(main.locator(`time[datetime="${NEW_DUE}"]`).first()).toBeVisible();

      // A second change inside 12 months: refused, with its reason and the message center.
      await openPage(formPath);
      await expect(main.getByRole('alert')).toContainText(text(locale, 'Your due date cannot be changed online right now'));
      await expect(main.getByRole('alert').getByRole('link')).toHaveAttribute('href', localizePath(routeById('accountMessaging').path, locale));
      await axe.expectNoViolations(`${formPath}, not eligible`);
    });
  });
}
