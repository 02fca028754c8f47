import type { LoginStatus } from '@/features/login/login-status';

const KNOWN: readonly LoginStatus[] = ['OK', 'INVALID', 'LOCKED', 'ERROR', 'UNAVAILABLE', 'NOTVERIFIED', 'VERIFICATIONSENT'];

/** POST /login (spec 7). Any failure that is not a known status is ERROR (spec 4.2). */
export async function postLogin(username: string, password: string): Promise<{ status: LoginStatus; csrf?: string }> {
  const response = await fetch('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ username, password }),
  });
  const body: unknown = await response.json().catch(() => null);
  const status = (body as { status?: unknown } | null)?.status;
  const csrf = (body as { csrf?: unknown } | null)?.csrf;
  if (typeof status === 'string' && (KNOWN as readonly string[]).includes(status)) {
    return { status: status as LoginStatus, csrf: typeof csrf === 'string' ? csrf : undefined };
  }
  return { status: 'ERROR' };
}
