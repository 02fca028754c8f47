/** A moment (`2026-11-25T18:02:11.000Z`) in the customer's language and time zone: "Nov 25, 2026, 12:02 PM". */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
