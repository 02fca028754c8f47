import { MAX_PATH_LENGTH } from 'shared-contracts';

/** Longest request-target (path and query) answered; longer ones get 414. */
export const MAX_URL_LENGTH = 8 * 1024;

export type RequestTarget =
  | { ok: true; /** Percent-decoded path. */ pathname: string; /** Raw query with its `?`, or ''. */ search: string }
  | { ok: false; statusCode: 400 | 414; reason: 'too-long' | 'malformed' };

// C0, DEL and C1 controls: no page has them, and decoded they could end up in logs, headers or file names.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Checks a raw request URL (`request.url`) and splits it. `decodeURI` keeps `%2F` and `%3F` encoded, so a
 * decoded path never gains a segment or a query the client did not send.
 */
export function parseRequestTarget(rawUrl: string): RequestTarget {
  if (rawUrl.length > MAX_URL_LENGTH) return { ok: false, statusCode: 414, reason: 'too-long' };
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const search = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  if (!rawPath.startsWith('/')) return { ok: false, statusCode: 400, reason: 'malformed' };
  let pathname: string;
  try {
    pathname = decodeURI(rawPath);
  } catch {
    return { ok: false, statusCode: 400, reason: 'malformed' };
  }
  if (CONTROL_CHARACTERS.test(pathname)) return { ok: false, statusCode: 400, reason: 'malformed' };
  if (pathname.length > MAX_PATH_LENGTH) return { ok: false, statusCode: 414, reason: 'too-long' };
  return { ok: true, pathname, search };
}
