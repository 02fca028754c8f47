import { type Locale, splitLocale } from './locales.js';
import { HIDDEN_TOKEN_SEGMENT, ROUTES, type AppRoute } from './routes.js';

export interface RouteMatch {
  route: AppRoute;
  locale: Locale;
  /** The path without locale prefix, normalised. */
  path: string;
  params: Record<string, string>;
}

/**
 * Tokens are URL-safe random strings; anything else is not a page (and gets the 404 page), except the segment the
 * address bar keeps once the page holds its token in memory (HIDDEN_TOKEN_SEGMENT, docs/decisions/053): loaded
 * again, that page says to open the e-mail's link again.
 */
const TOKEN_PATTERN = `(${HIDDEN_TOKEN_SEGMENT}|[A-Za-z0-9_-]{16,256})`;
export const MAX_PATH_LENGTH = 2048;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matchers = ROUTES.map((route: AppRoute) => {
  const parts = route.path.split('{token}');
  const pattern = parts.map(escapeRegExp).join(TOKEN_PATTERN);
  return { route, regex: new RegExp(`^${pattern}$`), hasToken: parts.length > 1 };
});

/** Removes one trailing slash (not from the root) so `/faq/` and `/faq` are one page. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Finds the page for a browser path such as `/es/faq` or `/verify-email-abc…`; null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (typeof pathname !== 'string' || pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return null;
  const { locale, path: rawPath } = splitLocale(pathname);
  const path = normalisePath(rawPath);
  for (const { route, regex, hasToken } of matchers) {
    const found = regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = hasToken && found[1] ? { token: found[1] } : {};
    return { route, locale, path, params };
  }
  return null;
}
