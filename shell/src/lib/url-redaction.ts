import { ROUTES } from 'shared-contracts';

/**
 * The tokenised routes (spec 2.3: /verify-email-{token}, /reset-password-{token}) carry a secret in their
 * path. Analytics and the tag manager record where a visitor is, so the token is replaced by `{token}`
 * before an address leaves the browser.
 */
const TOKEN_PREFIXES = ROUTES.filter((route) => route.path.includes('{token}')).map((route) => route.path.split('{token}')[0] ?? '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOKEN_IN_PATH = new RegExp(`(${TOKEN_PREFIXES.map(escapeRegExp).join('|')})[^/?#]+`, 'g');

/** `https://…/es/reset-password-abc…?x` → `https://…/es/reset-password-{token}?x`; anything else unchanged. */
export function redactTokens(pathOrUrl: string): string {
  return TOKEN_PREFIXES.length ? pathOrUrl.replace(TOKEN_IN_PATH, '$1{token}') : pathOrUrl;
}
