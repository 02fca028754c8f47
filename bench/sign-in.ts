import { PORTAL_API_PATHS, loginResponseSchema, sessionResponseSchema } from 'shared-contracts';
import { DEMO_CREDENTIALS } from './api-config';

/*
 * One sign-in, by the same call the auth remote makes, and the cookies it sets as a `Cookie` header for
 * autocannon. The cookie name is taken from Set-Cookie rather than written here: in production the server
 * names it `__Host-rb_session` (Secure), elsewhere `rb_session`. autocannon, unlike a browser, sends a
 * Secure cookie over plain HTTP, and the server reads the cookie by its name only, so the production
 * name works against this plain-HTTP bench server.
 */

/** `name=value` of a Set-Cookie line, or null when the line deletes the cookie (empty, or already expired). */
function liveCookiePair(setCookie: string): string | null {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  if (equals <= 0 || equals === pair.length - 1) return null;
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=', 2);
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) return null;
    if (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now()) return null;
  }
  return pair;
}

export interface BenchSession {
  /** The `Cookie` header value that carries the session. */
  cookie: string;
  /** The session's csrf token, for the state-changing calls (the payment POST). */
  csrf: string;
}

/** Signs in as the demo user. */
export async function signIn(baseUrl: string): Promise<BenchSession> {
  const response = await fetch(new URL(PORTAL_API_PATHS.login, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const body: unknown = await response.json().catch(() => null);
  const login = loginResponseSchema.safeParse(body);
  if (!response.ok || !login.success || login.data.status !== 'OK') {
    throw new Error(`Sign-in as "${DEMO_CREDENTIALS.username}" failed: HTTP ${response.status} ${JSON.stringify(body)} (is the demo data seeded?)`);
  }
  // Login also clears the verify-resend cookie; only the cookies it sets with a value matter.
  const pairs = response.headers.getSetCookie().flatMap((line) => liveCookiePair(line) ?? []);
  if (pairs.length === 0) throw new Error('Sign-in answered OK but set no cookie');
  const cookie = pairs.join('; ');
  await assertSignedIn(baseUrl, cookie);
  return { cookie, csrf: login.data.csrf };
}

/** The server must see the session under that cookie, or every figure after would be of 401s. */
async function assertSignedIn(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(new URL(PORTAL_API_PATHS.session, baseUrl), { headers: { cookie, accept: 'application/json' } });
  const session = sessionResponseSchema.safeParse(await response.json().catch(() => null));
  if (!session.success || !session.data.authenticated) {
    throw new Error(`The server does not see a session under the cookie it set (${cookie.split('=')[0] ?? ''}=…)`);
  }
}
