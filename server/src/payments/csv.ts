/*
 * RFC 4180 CSV, safe to open in a spreadsheet: CRLF line ends; a field with a comma, a quote or a line break
 * is quoted with its quotes doubled; and a field a spreadsheet would run as a formula (one starting with
 * = + - @, a tab or a carriage return, OWASP "CSV injection") is prefixed with an apostrophe, so it is text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of fields as one CSV document, starting with a UTF-8 byte-order mark so spreadsheets read "—" and "ñ" right. */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
