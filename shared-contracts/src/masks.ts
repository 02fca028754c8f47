/**
 * The `#` input masks of spec 5 (phone-style input mask): `#` stands for a digit, every other character of
 * the pattern is a literal inserted automatically, and characters that do not match are dropped (a rejected
 * keystroke leaves the value unchanged). Pure functions: the dialogs format on every change with them, and
 * they are the tested source of truth for the patterns below.
 */
import { isCalendarDate } from './schemas/fields.js';

export const MASK_DIGIT = '#';

/** Spec 5: the social security number, nine digits. */
export const SSN_MASK = '###-##-####';
/** Spec 5 and 9: the date of birth, MM/DD/YYYY (mask length 10). */
export const US_DATE_MASK = '##/##/####';
/** Spec 5 and 9: the six-digit lookup code. */
export const CODE_MASK = '######';

/** How many `#` positions a pattern has: the number of digits a complete value holds. */
export const maskDigitCount = (pattern: string): number => Array.from(pattern).filter((character) => character === MASK_DIGIT).length;

/**
 * Formats `raw` (typed or pasted text, with or without the literals) into `pattern`. Digits fill the `#`
 * slots in order; a literal is written only when a further digit follows it, so that deleting back over a
 * literal works; anything else and any digit beyond the pattern is dropped.
 * `applyMask('###-##-####', '123456789')` → `123-45-6789`; `applyMask('###-##-####', '1234')` → `123-4`.
 */
export function applyMask(pattern: string, raw: string): string {
  const digits = raw.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const character of pattern) {
    if (next >= digits.length) break;
    if (character === MASK_DIGIT) {
      result += digits[next];
      next += 1;
    } else {
      result += character;
    }
  }
  return result;
}

/** The digits of a masked value, literals removed: `123-45-6789` → `123456789`. */
export const unmask = (value: string): string => value.replace(/\D/g, '');

/** Whether `value` fills every `#` of the pattern, with the literals in their places. */
export const isMaskComplete = (pattern: string, value: string): boolean =>
  value.length === pattern.length && applyMask(pattern, value) === value;

/**
 * `04/15/1985` → `1985-04-15` (what the lookup call sends, spec 5); null for anything that is not a complete
 * MM/DD/YYYY value of a date that exists (`02/30/2000`, `13/01/2000`, `00/10/2000`, year 0000).
 */
export function isoDateFromUs(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return match[3] !== '0000' && isCalendarDate(iso) ? iso : null;
}
