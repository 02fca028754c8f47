import { weekdayOrder, type YearMonth } from 'shared-contracts';

/*
 * The calendar's words come from Intl in the page's locale (month and weekday names are not in our
 * catalogs). Every date is formatted at noon UTC in UTC, so no time zone moves it to another day.
 */

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "November 2026", "Noviembre de 2026", "Novembro de 2026": a title, so its first letter is a capital. */
export function monthTitle({ year, month }: YearMonth, locale: string): string {
  const first = new Date(Date.UTC(year, month, 1, 12));
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1);
}

/** "Saturday, November 21, 2026": the name a screen reader gives a day of the grid. */
export const fullDate = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(atNoon(date));

/** "November 21, 2026": a date in a list, where the weekday would only take room. */
export const longDate = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(atNoon(date));

/** Column headers in the grid's order: a short name shown and the full name for assistive technology. */
export function weekdayNames(locale: string, weekStartsOn: number): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-15 is a Sunday: adding the weekday number gives a date with that weekday.
  return weekdayOrder(weekStartsOn).map((weekday) => {
    const date = new Date(Date.UTC(2026, 10, 15 + weekday, 12));
    return { short: short.format(date), long: long.format(date) };
  });
}
