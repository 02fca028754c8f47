/**
 * Display redaction of spec 5: what the forgot-username and account-lookup answers show of an address,
 * so that a screen (or a shoulder) reveals no more than is needed to recognise it.
 */

/** A standard address pattern (the WHATWG `type=email` rule): local part, `@`, dotted host labels. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const REDACTION_STARS = '****';

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);

/** First and last character with four stars between: `maria` → `m****a`, `x` → `x****x`. */
function redactPart(part: string): string {
  const characters = Array.from(part);
  const first = characters[0] ?? '';
  const last = characters[characters.length - 1] ?? '';
  return `${first}${REDACTION_STARS}${last}`;
}

/**
 * `maria.garcia@example.com` → `m****a@example.com`. A value that is not an address is redacted whole,
 * so nothing of an unexpected input is shown in clear.
 */
export function redactEmail(email: string): string {
  const value = email.trim();
  if (!isEmailAddress(value)) return redactPart(value);
  const at = value.lastIndexOf('@');
  return `${redactPart(value.slice(0, at))}${value.slice(at)}`;
}

/** Usernames keep the first and last letter of their local part: `mgarcia` → `m****a`, `m.g@x.org` → `m****g`. */
export function redactUsername(username: string): string {
  const value = username.trim();
  const at = value.lastIndexOf('@');
  return redactPart(at > 0 ? value.slice(0, at) : value);
}

/** A phone number shown by its last four digits only: `+1 (555) 010-4477` → `***-***-4477`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4).padStart(4, '*')}`;
}
