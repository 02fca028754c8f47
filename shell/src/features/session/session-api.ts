import {
  CSRF_HEADER,
  messageSummariesResponseSchema,
  PORTAL_API_PATHS,
  sessionResponseSchema,
  touchResponseSchema,
  type MessageSummary,
  type SessionResponse,
  type TouchResponse,
} from 'shared-contracts';

/** A call answered with an HTTP error status (401 without a session, 403 for an unavailable account, …). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path} answered ${status}`);
    this.name = 'HttpStatusError';
  }
}

interface Parser<T> {
  parse(value: unknown): T;
}

async function getJson<T>(path: string, schema: Parser<T>): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new HttpStatusError(response.status, path);
  return schema.parse(await response.json());
}

/** `GET /api/session`: whether this browser holds a live session, and its csrf token (kept in memory only). */
export function fetchSession(): Promise<SessionResponse> {
  return getJson(PORTAL_API_PATHS.session, sessionResponseSchema);
}

/** `GET /api/touch`: the keep-alive (spec 7); moves the server's idle expiry. 401 without a session. */
export function touchSession(): Promise<TouchResponse> {
  return getJson(PORTAL_API_PATHS.touch, touchResponseSchema);
}

/** `GET /api/smc`: the secure-message summaries (spec 7). 401 signed out, 403 for an unavailable account. */
export function fetchMessageSummaries(): Promise<MessageSummary[]> {
  return getJson(PORTAL_API_PATHS.messageSummaries, messageSummariesResponseSchema);
}

/** `POST /api/logout` with the session's csrf token (spec 7); the answer is not read, only its status. */
export async function postLogout(csrf: string): Promise<void> {
  const response = await fetch(PORTAL_API_PATHS.logout, {
    method: 'POST',
    headers: { accept: 'application/json', [CSRF_HEADER]: csrf },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new HttpStatusError(response.status, PORTAL_API_PATHS.logout);
}
