import { amountToCents, centsToAmount } from 'shared-contracts';

/** Up to 9,999,999.99: the wire's seven whole digits (shared-contracts `paymentAmountField`). */
export const AMOUNT_INPUT_MAX_LENGTH = '9,999,999.99'.length + ' US$'.length;

const TYPED_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * An amount as a customer types it in their language ("1,234.5", "1.234,50", "$389.45") as the wire's
 * "1234.50"; null when it is not an amount with at most two decimals. In a language whose decimal mark is a
 * comma, a lone point followed by one or two digits ("389.45") is still read as decimals, as people type it.
 */
export function parseTypedAmount(typed: string, locale: string): string | null {
  const { group, decimal } = separatorsOf(locale);
  let text = typed.replace(/[\s\u00a0]/g, '').replace(/^(US)?\$/i, '');
  const pointAsDecimal = decimal !== '.' && !text.includes(decimal) && /^\d+\.\d{1,2}$/.test(text);
  if (!pointAsDecimal) text = text.split(group).join('').replace(decimal, '.');
  if (!TYPED_AMOUNT.test(text)) return null;
  const cents = amountToCents(text);
  return cents === null ? null : centsToAmount(cents);
}

/** The currency sign the page's locale writes before US dollars: "$" (en-US, es-US), "US$" (pt-BR). */
export function currencySign(locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? '$';
}

/** An example amount in the locale's digits, without the sign: "389.45", "389,45". */
export const exampleAmount = (locale: string): string => new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(389.45);
