import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, PORTAL_API_PATHS } from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';

/** `name=value; …` of every cookie a response sets (expired ones left out), for the next request. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
    const cleared = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
    if (!cleared) jar[cookie.name] = cookie.value;
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>): string =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

export interface SignedIn {
  cookie: string;
  csrf: string;
  /** The raw session id, as the browser holds it. */
  sessionId: string;
}

/** `captchaToken`: a solved captcha (test-support/captcha-solver.ts), for tries past the step-up (decision 049). */
export async function postLogin(app: FastifyInstance, username: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}, captchaToken?: string) {
  return app.inject({ method: 'POST', url: PORTAL_API_PATHS.login, payload: { username, password, ...(captchaToken ? { captchaToken } : {}) }, headers });
}

/** Signs a user in and answers what the browser would then hold; throws unless the answer is OK. */
export async function signIn(app: FastifyInstance, username = 'demo', password = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await postLogin(app, username, password);
  const body = response.json() as { status: string; csrf?: string };
  if (body.status !== 'OK' || !body.csrf) throw new Error(`login of ${username} answered ${response.body}`);
  const jar = cookiesOf(response);
  const sessionId = jar.rb_session ?? jar['__Host-rb_session'] ?? '';
  return { cookie: cookieHeader(jar), csrf: body.csrf, sessionId };
}

/** Headers of a signed-in state-changing call. */
export const signedInHeaders = (session: SignedIn): Record<string, string> => ({ cookie: session.cookie, [CSRF_HEADER]: session.csrf });
