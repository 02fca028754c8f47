import { DEFAULT_LOCALE, localizePath, splitLocale } from 'shared-contracts';
import type { RedirectsRepository, RedirectStatus } from '../db/redirects-repository.js';

export interface ResolvedRedirect {
  /** A path on this site (with the visitor's locale prefix) or an absolute external URL. */
  location: string;
  external: boolean;
  statusCode: RedirectStatus;
}

export interface ResolveRedirectOptions {
  /** Raw query of the request (`?utm_source=x`), carried over to a target on this site. */
  search?: string;
  /** This site's host (`www.example.com:8443`); an absolute target on it counts as internal. */
  siteHost: string | null;
}

/**
 * Where a path without a page goes (spec 2.5, 2.6). Redirects are stored without locale prefix, so
 * `/es/inventory` finds `/inventory` and lands on `/es/dealers`. The query is kept for targets on this
 * site (campaign tags on old links) and dropped for other hosts, which have no business with it.
 */
export async function resolveRedirect(
  redirects: RedirectsRepository,
  requestPath: string,
  options: ResolveRedirectOptions,
): Promise<ResolvedRedirect | null> {
  const { locale, path } = splitLocale(requestPath);
  const stored = await redirects.findRedirect(path);
  if (!stored) return null;

  const target = internalTarget(stored.location, options.siteHost);
  if (target === 'unusable') return null;
  if (target === 'external') return { location: stored.location, external: true, statusCode: stored.statusCode };
  const { pathname, rest } = target;
  const localized = splitLocale(pathname).locale === DEFAULT_LOCALE ? localizePath(pathname, locale) : pathname;
  return { location: localized + withQuery(rest, options.search ?? ''), external: false, statusCode: stored.statusCode };
}

/**
 * Splits a target on this site into its path and its `?query#hash`. A stored target that is neither a
 * path nor an http(s) URL (a typo, a `javascript:` address) is never sent to a browser.
 */
function internalTarget(
  location: string,
  siteHost: string | null,
): { pathname: string; rest: string } | 'external' | 'unusable' {
  if (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) {
    const end = location.search(/[?#]/);
    return end === -1 ? { pathname: location, rest: '' } : { pathname: location.slice(0, end), rest: location.slice(end) };
  }
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return 'unusable';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unusable';
  if (siteHost !== null && url.host.toLowerCase() === siteHost) return { pathname: url.pathname, rest: url.search + url.hash };
  return 'external';
}

function withQuery(rest: string, search: string): string {
  const extra = search.replace(/^\?/, '');
  if (!extra) return rest;
  const hashAt = rest.indexOf('#');
  const query = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : rest.slice(hashAt);
  return `${query ? `${query}&` : '?'}${extra}${hash}`;
}

/** The legacy redirects as the routes call them (routes/pages.ts, routes/redirect-lookup.ts; docs/decisions/064). */
export function createRedirectService(redirects: RedirectsRepository) {
  return {
    resolve: (requestPath: string, options: ResolveRedirectOptions): Promise<ResolvedRedirect | null> => resolveRedirect(redirects, requestPath, options),
  };
}

export type RedirectService = ReturnType<typeof createRedirectService>;
