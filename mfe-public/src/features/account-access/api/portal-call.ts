import type { ZodType } from 'zod';
import { CSRF_HEADER, PORTAL_API_PATHS, errorBodySchema, sessionResponseSchema } from 'shared-contracts';

/**
 * What an account-access call can end in. Beyond `callJson` of `@/lib/http` these pages need to tell
 * "signed out" (401: the change-password form explains it) from any other failure.
 */
export type PortalResult<T> =
  | { kind: 'ok'; data: T }
  /** HTTP 400: the body failed its schema (`fields` names the bad fields) or the request is malformed. */
  | { kind: 'invalid'; status: string; fields: Record<string, string> }
  | { kind: 'rateLimited' }
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

const FORBIDDEN = 'FORBIDDEN';

async function send(path: string, body: unknown, csrf: string): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
}

/** The csrf token of this browser's live session, if it has one (the server answers it to its own pages). */
export async function currentSession(): Promise<{ authenticated: boolean; csrf: string }> {
  try {
    const response = await fetch(PORTAL_API_PATHS.session, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const parsed = sessionResponseSchema.safeParse(await response.json());
    if (!response.ok || !parsed.success) return { authenticated: false, csrf: '' };
    return { authenticated: parsed.data.authenticated, csrf: parsed.data.csrf ?? '' };
  } catch {
    return { authenticated: false, csrf: '' };
  }
}

/**
 * POSTs JSON to our server and parses the answer with the contract's schema. The server wants the csrf
 * header on every POST of a browser that holds a session, signed-in page or not; a page opened in a new tab
 * can call before the shell has restored the token, so a 403 for a missing token is retried once with the
 * session's own token. Bodies (passwords, SSN digits) are never logged or kept here.
 */
export async function postPortal<T>(path: string, body: unknown, schema: ZodType<T>, csrf: string): Promise<PortalResult<T>> {
  let response = await send(path, body, csrf);
  if (response?.status === 403) {
    const refused = errorBodySchema.safeParse(await response.clone().json().catch(() => null));
    if (refused.success && refused.data.status === FORBIDDEN) {
      const session = await currentSession();
      if (session.csrf && session.csrf !== csrf) response = await send(path, body, session.csrf);
    }
  }
  if (!response) return { kind: 'failed' };
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(answer);
    return parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'failed' };
  }
  if (response.status === 429) return { kind: 'rateLimited' };
  if (response.status === 401) return { kind: 'unauthenticated' };
  const error = errorBodySchema.safeParse(answer);
  if (response.status === 400 && error.success) return { kind: 'invalid', status: error.data.status, fields: error.data.fields ?? {} };
  return { kind: 'failed' };
}
