/** An instant of a message in the customer's words and time zone: "Nov 23, 2026, 10:04 AM", "23 de nov. de 2026, 10:04". */
export function formatMessageTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
