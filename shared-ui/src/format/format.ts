/** An amount as the server sends it: a decimal string with two places, `"389.45"`, `"-12.00"`. */
const AMOUNT = /^-?\d+\.\d{2}$/;

/**
 * `"389.45"` in the locale's currency format: `$389.45` (en-US, es-US), `US$ 389,45` (pt-BR). Amounts are in
 * US dollars whatever the language. A malformed amount throws: the shared zod schema let it through, which is a bug
 * to see, not a number to guess.
 */
export function formatMoney(amount: string, locale: string): string {
  if (!AMOUNT.test(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(amount));
}
