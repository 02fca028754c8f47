import { HIDDEN_TOKEN_SEGMENT, ROUTES } from 'shared-contracts/core';

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

const TOKEN_PATH = new RegExp(`^(/[a-z]{2})?(${TOKEN_PREFIXES.map(escapeRegExp).join('|')})[^/?#]+$`);

/** A tokenised route's path (spec 2.3), with or without its locale prefix, whatever its token. */
export function isTokenPath(pathname: string): boolean {
  return TOKEN_PREFIXES.length > 0 && TOKEN_PATH.test(pathname);
}

/**
 * `/es/reset-password-abc…?x` → `/es/reset-password-opened?x` (HIDDEN_TOKEN_SEGMENT, docs/decisions/053): the
 * address the bar keeps once the page holds the token in memory; anything else unchanged.
 */
export function hideTokens(pathOrUrl: string): string {
  return TOKEN_PREFIXES.length ? pathOrUrl.replace(TOKEN_IN_PATH, `$1${HIDDEN_TOKEN_SEGMENT}`) : pathOrUrl;
}
