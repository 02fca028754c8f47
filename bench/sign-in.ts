import {
  PORTAL_API_PATHS,
  loginResponseSchema,
  loginVerifyResponseSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
} from 'shared-contracts';
import { startSmtpPeer } from '../server/src/test-support/smtp-peer';
import { BENCH_SMTP_PORT, DEMO_CREDENTIALS } from './api-config';

/*
 * One sign-in as the demo borrower, by the calls the auth remote makes. The bench's server runs in production,
 * where every new browser needs the code of the second factor (docs/decisions/033): the code goes by e-mail to an
 * SMTP peer this process opens on BENCH_SMTP_PORT (scripts/bench.sh points SMTP_URL there), and is sent back.
 *
 * For autocannon the cookies become a `Cookie` header. Their names are read from Set-Cookie rather than written
 * here: in production the server names the session `__Host-rb_session` (Secure), elsewhere `rb_session`.
 * autocannon, unlike a browser, sends a Secure cookie over plain HTTP, and the server reads the cookie by its
 * name only, so the production name works against this plain-HTTP bench server.
 */

/** A JSON POST by some client (fetch, or a browser context's request client, which keeps the cookies itself). */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; body: unknown; setCookies: string[] }>;

/** Signs in through the password and the mailed code; answers the verify call's csrf token and its Set-Cookie lines. */
export async function signInThroughCode(post: PostJson): Promise<{ csrf: string; setCookies: string[] }> {
  const mailbox = await startSmtpPeer(BENCH_SMTP_PORT);
  try {
    const fail = (step: string, answer: { status: number; body: unknown }) =>
      new Error(`Sign-in as "${DEMO_CREDENTIALS.username}", ${step}: HTTP ${answer.status} ${JSON.stringify(answer.body)} (is the demo data seeded?)`);
    const login = await post(PORTAL_API_PATHS.login, DEMO_CREDENTIALS);
    const challenge = loginResponseSchema.safeParse(login.body);
    if (!challenge.success || challenge.data.status !== 'CODE_REQUIRED') throw fail('the password', login);
    const { token } = challenge.data;
    const sent = await post(PORTAL_API_PATHS.loginSendCode, { token, sendTo: 'email' });
    if (sendCodeResponseSchema.safeParse(sent.body).data?.status !== 'SUCCESS') throw fail('sending the code', sent);
    const mail = await mailbox.waitFor((message) => /verification code is \d{6}/.test(message.text), 15_000);
    const code = /verification code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    const verified = await post(PORTAL_API_PATHS.loginVerify, { token, code, rememberDevice: false });
    const answer = loginVerifyResponseSchema.safeParse(verified.body);
    if (!answer.success || answer.data.status !== 'OK') throw fail('the code', verified);
    return { csrf: answer.data.csrf, setCookies: verified.setCookies };
  } finally {
    await mailbox.close();
  }
}

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

/** A fetch: the global one, or one that trusts a cluster's own certificate (bench/cluster-load.ts). */
type Fetch = (url: URL, init?: RequestInit) => Promise<Response>;

/** Signs in as the demo user with fetch, for autocannon. */
export async function signIn(baseUrl: string, fetchWith: Fetch = (url, init) => fetch(url, init)): Promise<BenchSession> {
  const { csrf, setCookies } = await signInThroughCode(async (path, body) => {
    const response = await fetchWith(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null), setCookies: response.headers.getSetCookie() };
  });
  // The verify call also clears the verify-resend cookie; only the cookies it sets with a value matter.
  const pairs = setCookies.flatMap((line) => liveCookiePair(line) ?? []);
  if (pairs.length === 0) throw new Error('Sign-in answered OK but set no cookie');
  const cookie = pairs.join('; ');
  await assertSignedIn(baseUrl, cookie, fetchWith);
  return { cookie, csrf };
}

/** The server must see the session under that cookie, or every figure after would be of 401s. */
async function assertSignedIn(baseUrl: string, cookie: string, fetchWith: Fetch): Promise<void> {
  const response = await fetchWith(new URL(PORTAL_API_PATHS.session, baseUrl), { headers: { cookie, accept: 'application/json' } });
  const session = sessionResponseSchema.safeParse(await response.json().catch(() => null));
  if (!session.success || !session.data.authenticated) {
    throw new Error(`The server does not see a session under the cookie it set (${cookie.split('=')[0] ?? ''}=…)`);
  }
}
