import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PORTAL_API_PATHS, loginResponseSchema, type CodeChannel } from 'shared-contracts';
import type { DatabaseSchema } from '../db/schema.js';
import { codeIn } from './enrolment-client.js';
import { cookieHeader, cookiesOf, postLogin, type SignedIn } from './portal-client.js';

export interface SecondFactorSignIn extends SignedIn {
  /** The remembered-device cookie (`rb_device=…`) when the sign-in asked to remember the browser, else ''. */
  deviceCookie: string;
}

/** The newest code message to `to`, read from the outbox table (production has no /dev/mailbox). */
export async function codeFromOutbox(db: Kysely<DatabaseSchema>, to: string): Promise<string> {
  const row = await db.selectFrom('outbox').select('body').where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw new Error(`no message to ${to}`);
  return codeIn(row.body);
}

/**
 * A sign-in through the code of a new device (docs/decisions/033): the password, a code to `destination` by
 * `channel`, and the code; throws unless it ends signed in. `headers` go with every call (a device cookie, TLS).
 */
export async function signInWithCode(
  app: FastifyInstance,
  db: Kysely<DatabaseSchema>,
  login: { username: string; password: string; destination: string },
  options: { channel?: CodeChannel; rememberDevice?: boolean; headers?: Record<string, string> } = {},
): Promise<SecondFactorSignIn> {
  const headers = options.headers ?? {};
  const answer = loginResponseSchema.parse((await postLogin(app, login.username, login.password, headers)).json());
  if (answer.status !== 'CODE_REQUIRED') throw new Error(`login of ${login.username} answered ${answer.status}`);
  await app.inject({ method: 'POST', url: PORTAL_API_PATHS.loginSendCode, payload: { token: answer.token, sendTo: options.channel ?? 'email' }, headers });
  const code = await codeFromOutbox(db, login.destination);
  const verified = await app.inject({
    method: 'POST',
    url: PORTAL_API_PATHS.loginVerify,
    payload: { token: answer.token, code, rememberDevice: options.rememberDevice ?? false },
    headers,
  });
  const body = verified.json() as { status: string; csrf?: string };
  if (body.status !== 'OK' || !body.csrf) throw new Error(`the code of ${login.username} answered ${verified.body}`);
  const jar = cookiesOf(verified);
  const device = jar.rb_device;
  delete jar.rb_device;
  return {
    cookie: cookieHeader(jar),
    csrf: body.csrf,
    sessionId: jar.rb_session ?? jar['__Host-rb_session'] ?? '',
    deviceCookie: device ? `rb_device=${device}` : '',
  };
}
