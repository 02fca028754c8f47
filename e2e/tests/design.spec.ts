import { addDays, localizePath, routeById, type DialogSize, type Locale } from 'shared-contracts';
import { catalogText } from '../support/i18n';
import { LONG_PAGE_TIMEOUT, expect, test as base } from '../support/fixtures';

/*
 * /design, the living style guide (spec 2.2), composed by the shell from mfe-public's page and the samples of
 * mfe-auth and mfe-account: colours, buttons, fields with their errors, every dialog size of spec 2.13, the
 * pager of spec 9 and the calendar of spec 9, checked in the real built site against the real server.
 * public-pages.spec.ts scans the page with axe in every locale; the scans here are of states it does not reach.
 */

const DESIGN = routeById('design').path;
const SIZES: DialogSize[] = ['xs', 'sm', 'md', 'xm', 'lg', 'xl', 'full', 'smc'];

const design = (locale: Locale, msgid: string) => catalogText('mfe-public/design', locale, msgid);
const account = (locale: Locale, msgid: string) => catalogText('mfe-account', locale, msgid);

const test = base.extend<{ openDesign: (locale?: Locale) => Promise<void> }>({
  /** The page is ready once the three remotes have rendered: its h1 and the last section, mfe-account's calendar. */
  openDesign: async ({ page, openPage }, provide) => {
    await provide(async (locale = 'en-US') => {
      await openPage(localizePath(DESIGN, locale), { timeout: LONG_PAGE_TIMEOUT });
      await expect(page.getByRole('heading', { level: 2, name: account(locale, 'Calendar'), exact: true })).toBeVisible({ timeout: LONG_PAGE_TIMEOUT });
      await expect(page.getByRole('heading', { level: 2, name: design(locale, 'Colours'), exact: true })).toBeVisible();
    });
  },
});

/** "Saturday, November 21, 2026": the name the calendar gives a day (Intl, as the page does). */
const dayName = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * The day the calendar test lives on. The calendar opens on today's month with tomorrow as its first choosable day;
 * from mid-June, tomorrow + 8 days stays in that month whatever the real date is.
 */
const TODAY = '2026-06-10';

test.describe('/design, the style guide', () => {
  // Every test renders /design, the longest page of the site, from three remotes: on a loaded 2-core machine that
  // alone took most of the default 45 s (the dialog test walks eight dialogs through their animations on top).
  test.describe.configure({ timeout: 90_000 });

  test('shows the colours with their contrast, the buttons and a field with its error', async ({ page, openDesign }) => {
    await openDesign();
    const colours = page.getByRole('region', { name: 'Colours', exact: true });
    const solid = colours.getByRole('listitem').filter({ hasText: 'brand.solid' });
    await expect(solid).toContainText('#0b3d5c = brand.700');
    await expect(solid).toContainText(/On white\s*11\.4:1/);

    const buttons = page.getByRole('region', { name: 'Buttons', exact: true });
    await expect(buttons.getByRole('button', { name: 'Continue', exact: true }).first()).toBeVisible();
    await expect(buttons.getByRole('button', { name: /Saving…/ })).toBeDisabled();

    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await email.fill('maria.garcia@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');

    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('2025550147');
    await expect(phone).toHaveValue('(202) 555-0147');
  });

  test('opens the shell’s dialog in every size of spec 2.13; Escape closes it and focus goes back to its button', async ({ page, openDesign }) => {
    await openDesign();
    const widths: Partial<Record<DialogSize, number>> = {};
    for (const size of SIZES) {
      const opener = page.getByRole('button', { name: `Open the ${size} dialog`, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `Dialog size ${size}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
      // measured once the opening animation (a scale) has finished
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      widths[size] = (await dialog.boundingBox())?.width ?? 0;
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
    // Each size is a different width, in the order of the recipe (smc between xs and sm, xm between md and lg).
    const order: DialogSize[] = ['xs', 'smc', 'sm', 'md', 'xm', 'lg', 'xl', 'full'];
    const ordered = order.map((size) => widths[size] ?? 0);
    expect(ordered, JSON.stringify(widths)).toEqual([...ordered].sort((a, b) => a - b));
    expect(new Set(ordered).size, JSON.stringify(widths)).toBe(order.length);
    expect(widths.full).toBe(page.viewportSize()?.width);
  });

  test('the Done button closes a dialog too, and the xl dialog can go full screen', async ({ page, openDesign }) => {
    await openDesign();
    const opener = page.getByRole('button', { name: 'Open the xl dialog', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Dialog size xl' });
    await dialog.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(page.viewportSize()?.width);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the loading bar button shows the shell’s loading bar, then it goes', async ({ page, openDesign }) => {
    await openDesign();
    // What a sighted visitor sees: a 3 px bar along the top edge of the window (spec 2.15), visible or not.
    const barAtTop = () =>
      page.evaluate(() =>
        // (elementsFromPoint would skip it: the bar lets clicks through with pointer-events: none)
        [...document.querySelectorAll('body *')].some((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return style.position === 'fixed' && box.top === 0 && box.height === 3 && box.width > 0 && Number(style.opacity) > 0;
        }),
      );
    // the page's own load may still be finishing its bar
    await expect.poll(barAtTop).toBe(false);
    await page.getByRole('button', { name: 'Show the loading bar for 3 seconds' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The loading bar is showing at the top of the window.' })).toBeVisible();
    await expect.poll(barAtTop).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'The loading bar is showing' })).toHaveCount(0, { timeout: 6000 });
    await expect.poll(barAtTop).toBe(false);
  });

  test('the pager moves through the statements', async ({ page, openDesign }) => {
    await openDesign();
    const pager = page.getByRole('navigation', { name: 'Statement pages' });
    await expect(page.getByText('Statements 1–10 of 95')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Statements 11–20 of 95')).toBeVisible();

    await pager.getByRole('button', { name: 'Page 10', exact: true }).click();
    await expect(page.getByText('Statements 91–95 of 95')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // the pressed page keeps focus, so the keyboard can go on from there
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(pager.getByRole('button', { name: 'Page 9', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the calendar chooses a day with the keyboard', async ({ page, openDesign }) => {
    // The browser's clock, not the machine's: on a day near a month's end the chosen day fell in the next month.
    await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
    await openDesign();
    const calendar = page.getByRole('group', { name: 'Choose a due date' });
    const grid = calendar.getByRole('grid');
    await expect(grid.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await expect(grid.getByRole('gridcell')).toHaveCount(42);

    // Tab from the month buttons lands on the first day that can be chosen: tomorrow (today is before min).
    const tomorrow = addDays(TODAY, 1);
    // The server rendered the month of its own today; the browser's pinned today is another month, so React
    // renders the calendar again once it hydrates, and a button focused before that is replaced. Tomorrow's cell
    // is the browser's render.
    await expect(grid.getByRole('gridcell', { name: dayName(tomorrow, 'en-US') })).toBeVisible();
    await calendar.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('gridcell', { name: dayName(tomorrow, 'en-US') })).toBeFocused();

    const chosen = addDays(tomorrow, 8);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const day = grid.getByRole('gridcell', { name: dayName(chosen, 'en-US') });
    await expect(day).toBeFocused();
    await expect(day).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`New due date: ${dayName(chosen, 'en-US')}`)).toBeVisible();

    // today is before the earliest day: it cannot be chosen
    await expect(grid.getByRole('gridcell', { name: dayName(TODAY, 'en-US') })).toHaveAttribute('aria-disabled', 'true');
  });

  test('is translated: Spanish headings, dialog and calendar', async ({ page, openDesign }) => {
    await openDesign('es-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    for (const msgid of ['Colours', 'Type scale', 'Buttons', 'Form fields', 'Dialogs', 'Loading bar']) {
      await expect(page.getByRole('heading', { level: 2, name: design('es-US', msgid), exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: account('es-US', 'Pagination'), exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: account('es-US', 'Choose a due date') }).getByRole('columnheader').first()).toHaveText('dom');
    await expect(page.getByRole('navigation', { name: account('es-US', 'Statement pages') })).toBeVisible();

    const opener = page.getByRole('button', { name: design('es-US', 'Open the {size} dialog').replace('{size}', 'xm'), exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: design('es-US', 'Dialog size {size}').replace('{size}', 'xm') });
    await expect(dialog.getByRole('button', { name: design('es-US', 'Done'), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('has no axe violations with a dialog open', async ({ page, openDesign, axe }) => {
    await openDesign();
    await page.getByRole('button', { name: 'Open the smc dialog', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Dialog size smc' })).toBeVisible();
    await axe.expectNoViolations(`${DESIGN} with the smc dialog open`);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('nothing is wider than the screen and the pager fits on one line', async ({ page, openDesign, axe }) => {
      await openDesign();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const pager = page.getByRole('navigation', { name: 'Statement pages' });
      const first = await pager.getByRole('button', { name: 'Previous page' }).boundingBox();
      const last = await pager.getByRole('button', { name: 'Next page' }).boundingBox();
      expect(Math.abs((first?.y ?? 0) - (last?.y ?? 1))).toBeLessThan(2);
      await axe.expectNoViolations(`${DESIGN} at 390 px`);
    });
  });
});
