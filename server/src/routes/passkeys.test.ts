import {
  ACCOUNT_FIELDS,
  PORTAL_API_PATHS,
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  SESSION_HINT_COOKIE,
  SETTINGS_PATHS,
  loginResponseSchema,
  passkeyLoginOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeysResponseSchema,
  signInActivityResponseSchema,
  type PasskeyLoginOptions,
} from 'shared-contracts';
import { DEVICE_COOKIE } from '../auth/device-cookie.js';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { cookieHeader, cookiesOf, postLogin, signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { assert, createPasskey, type SoftwarePasskey } from '../test-support/software-authenticator.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * Passkeys (docs/decisions/052): added in settings after the current password, listed, removed (another
 * borrower's id is 404), and a sign-in with one, which is both factors (no new-device code, docs/decisions/033),
 * answers what POST /login answers and respects the account's state. Real ES256 signatures from a software
 * authenticator, checked by the real verifier; each change writes its security event.
 */

const ORIGIN = 'http://localhost';

describe.each(TEST_DIALECTS)('passkeys on %s', (dialect) => {
  let testApp: TestApp;
  // DEMO_SECOND_FACTOR=on: the demo users' password sign-in asks a new browser for its code, as everyone's does.
  beforeAll(async () => {
    testApp = await createTestApp({ dialect, env: { PUBLIC_URL: ORIGIN, DEMO_SECOND_FACTOR: 'on' } });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const db = () => testApp.testDatabase.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => app().inject({ method: 'POST', url, payload, headers });
  const userId = async (username: string) => (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const events = async (username: string, event: string) =>
    db().selectFrom('security_events').select(['outcome', 'reason']).where('user_id', '=', await userId(username)).where('event', '=', event).orderBy('id').execute();

  // The demo users' sessions, from a remembered browser (the code step has tests of its own, second-factor.test.ts).
  let demoSession: SignedIn;
  let otherSession: SignedIn;
  beforeAll(async () => {
    demoSession = await signInFromRememberedDevice('demo');
    otherSession = await signInFromRememberedDevice('demo2');
  });
  async function signInFromRememberedDevice(username: string): Promise<SignedIn> {
    const deviceId = newToken();
    await db()
      .insertInto('remembered_devices')
      .values({ token_hash: sha256Hex(deviceId), user_id: await userId(username), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .execute();
    const response = await postLogin(app(), username, DEMO_PASSWORD, { cookie: `${DEVICE_COOKIE}=${app().signCookie(deviceId)}` });
    const body = response.json() as { status: string; csrf?: string };
    if (body.status !== 'OK' || !body.csrf) throw new Error(`login of ${username} answered ${response.body}`);
    const sessionId = cookiesOf(response).rb_session ?? '';
    return { cookie: cookieHeader({ rb_session: sessionId }), csrf: body.csrf, sessionId };
  }

  async function registrationOptions(session: SignedIn, currentPassword = DEMO_PASSWORD) {
    return post(PORTAL_API_PATHS.passkeyRegistrationOptions, { currentPassword }, signedInHeaders(session));
  }

  async function addPasskey(session: SignedIn): Promise<{ passkey: SoftwarePasskey; id: string }> {
    const options = passkeyRegistrationOptionsSchema.parse((await registrationOptions(session)).json());
    const { passkey, credential } = createPasskey(options, { origin: ORIGIN });
    const added = await post(PORTAL_API_PATHS.passkeys, { credential }, signedInHeaders(session));
    expect(added.statusCode).toBe(200);
    return { passkey, id: passkeySchema.parse(added.json()).id };
  }

  async function loginOptions(): Promise<{ options: PasskeyLoginOptions; cookie: string }> {
    const response = await post(PORTAL_API_PATHS.loginPasskeyOptions, {});
    expect(response.statusCode).toBe(200);
    return { options: passkeyLoginOptionsSchema.parse(response.json()), cookie: cookieHeader(cookiesOf(response)) };
  }

  const loginWith = (credential: object, cookie: string) => post(PORTAL_API_PATHS.loginPasskey, { credential }, cookie ? { cookie } : {});

  it('refuses a wrong current password as the e-mail change does, and needs a session and its csrf token', async () => {
    const wrong = await registrationOptions(demoSession, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'INVALID', fields: { currentPassword: 'wrong_password' } });
    expect(wrong.body).not.toContain('Not-The-Password-1');
    expect(await events('demo', SECURITY_EVENTS.passkeyAdded)).toEqual([{ outcome: 'failure', reason: SECURITY_EVENT_REASONS.wrongPassword }]);
    expect((await post(PORTAL_API_PATHS.passkeyRegistrationOptions, { currentPassword: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post(PORTAL_API_PATHS.passkeyRegistrationOptions, { currentPassword: DEMO_PASSWORD }, { cookie: demoSession.cookie })).statusCode).toBe(403);
  });

  it('adds a verified, discoverable passkey for PUBLIC_URL, lists it, and writes passkey_added', async () => {
    const response = await registrationOptions(demoSession);
    expect(response.statusCode).toBe(200);
    const options = passkeyRegistrationOptionsSchema.parse(response.json());
    expect(options.rp).toEqual({ name: 'Roadbridge Auto Finance', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.name).toBe('demo');
    // The user handle names no account id of ours.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toMatch(/^\d+$/);

    const { credential } = createPasskey(options, { origin: ORIGIN });
    const added = await post(PORTAL_API_PATHS.passkeys, { credential }, { ...signedInHeaders(demoSession), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
    expect(added.statusCode).toBe(200);
    const passkey = passkeySchema.parse(added.json());
    expect(passkey).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Chrome 131 · Linux', createdAt: expect.any(String), lastUsedAt: null });

    const list = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.passkeys, headers: { cookie: demoSession.cookie } });
    expect(passkeysResponseSchema.parse(list.json())).toEqual([passkey]);
    const row = await db().selectFrom('passkeys').selectAll().where('public_id', '=', passkey.id).executeTakeFirstOrThrow();
    expect(row.credential_id).toBe(credential.id);
    expect(Number(row.counter)).toBe(0);
    expect((await events('demo', SECURITY_EVENTS.passkeyAdded)).at(-1)).toEqual({ outcome: 'success', reason: null });

    // The challenge was spent: the same attestation again adds nothing.
    const again = await post(PORTAL_API_PATHS.passkeys, { credential }, signedInHeaders(demoSession));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'EXPIRED' });
    // The next options leave this passkey out, so the authenticator does not make a second one.
    const next = passkeyRegistrationOptionsSchema.parse((await registrationOptions(demoSession)).json());
    expect(next.excludeCredentials?.map((descriptor) => descriptor.id)).toEqual([credential.id]);
  });

  it("refuses an attestation made for another origin, or for another session's challenge", async () => {
    const options = passkeyRegistrationOptionsSchema.parse((await registrationOptions(demoSession)).json());
    const { credential } = createPasskey(options, { origin: 'https://evil.example' });
    const refused = await post(PORTAL_API_PATHS.passkeys, { credential }, signedInHeaders(demoSession));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'INVALID' });

    const mine = passkeyRegistrationOptionsSchema.parse((await registrationOptions(demoSession)).json());
    const { credential: forDemo } = createPasskey(mine, { origin: ORIGIN });
    const elsewhere = await post(PORTAL_API_PATHS.passkeys, { credential: forDemo }, signedInHeaders(otherSession));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ status: 'EXPIRED' });
  });

  it("removes a passkey with passkey_removed; another borrower's id answers 404 and removes nothing", async () => {
    const { id } = await addPasskey(otherSession);
    const fromDemo = await app().inject({ method: 'DELETE', url: PORTAL_API_PATHS.passkey.replace(':id', id), headers: signedInHeaders(demoSession) });
    expect(fromDemo.statusCode).toBe(404);
    expect(await db().selectFrom('passkeys').select('id').where('public_id', '=', id).executeTakeFirst()).toBeDefined();
    expect(await events('demo', SECURITY_EVENTS.passkeyRemoved)).toEqual([]);

    const own = await app().inject({ method: 'DELETE', url: PORTAL_API_PATHS.passkey.replace(':id', id), headers: signedInHeaders(otherSession) });
    expect(own.statusCode).toBe(204);
    expect(await db().selectFrom('passkeys').select('id').where('public_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await events('demo2', SECURITY_EVENTS.passkeyRemoved)).toEqual([{ outcome: 'success', reason: null }]);
    const again = await app().inject({ method: 'DELETE', url: PORTAL_API_PATHS.passkey.replace(':id', id), headers: signedInHeaders(otherSession) });
    expect(again.statusCode).toBe(404);

    // The settings activity shows both.
    const activity = signInActivityResponseSchema.parse(
      (await app().inject({ method: 'GET', url: SETTINGS_PATHS.signInActivity, headers: { cookie: otherSession.cookie } })).json(),
    );
    expect(activity.map((item) => item.event)).toEqual(expect.arrayContaining([SECURITY_EVENTS.passkeyAdded, SECURITY_EVENTS.passkeyRemoved]));
  });

  it('signs in with a passkey and no username: both factors, so no code on a new device, and the same answer and cookies as /login', async () => {
    // A password from this (new) browser needs the code.
    expect((await postLogin(app(), 'demo', DEMO_PASSWORD)).json()).toMatchObject({ status: 'CODE_REQUIRED' });
    const { passkey, id } = await addPasskey(demoSession);

    const { options, cookie } = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(cookie).toMatch(/^rb_passkey_sign_in=/);
    const response = await loginWith(assert(passkey, options, { origin: ORIGIN }), cookie);
    const answer = loginResponseSchema.parse(response.json());
    expect(answer).toEqual({ status: 'OK', csrf: expect.any(String) });
    const jar = cookiesOf(response);
    // The session cookie and the page's hint that there is one (decision 074).
    expect(Object.keys(jar)).toEqual(['rb_session', SESSION_HINT_COOKIE]);
    const details = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: `rb_session=${jar.rb_session}` } });
    expect(details.statusCode).toBe(200);
    expect((details.json() as Record<string, string>)[ACCOUNT_FIELDS.accountStatus]).toBe('AL');

    expect((await events('demo', SECURITY_EVENTS.signIn)).at(-1)).toEqual({ outcome: 'success', reason: SECURITY_EVENT_REASONS.passkey });
    const row = await db().selectFrom('passkeys').selectAll().where('public_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
  });

  it('spends each challenge once and refuses a counter that did not move on (a replay or a cloned key)', async () => {
    const { passkey } = await addPasskey(demoSession);
    const first = await loginOptions();
    const assertion = assert(passkey, first.options, { origin: ORIGIN });
    expect((await loginWith(assertion, first.cookie)).json()).toMatchObject({ status: 'OK' });
    // The same answer again: its challenge is spent.
    expect((await loginWith(assertion, first.cookie)).json()).toEqual({ status: 'INVALID' });
    // Written without a user: nothing of the answer is trusted before its challenge is.
    const last = await db().selectFrom('security_events').select(['outcome', 'reason', 'user_id']).where('event', '=', SECURITY_EVENTS.signIn).orderBy('id', 'desc').executeTakeFirst();
    expect(last).toEqual({ outcome: 'failure', reason: SECURITY_EVENT_REASONS.expired, user_id: null });

    // A fresh challenge answered with a counter no higher than the last one seen.
    const second = await loginOptions();
    expect((await loginWith(assert(passkey, second.options, { origin: ORIGIN, counter: 1 }), second.cookie)).json()).toEqual({ status: 'INVALID' });
    expect((await events('demo', SECURITY_EVENTS.signIn)).at(-1)).toEqual({ outcome: 'failure', reason: SECURITY_EVENT_REASONS.passkeyRejected });

    // Without the pre-login cookie that fetched the challenge, or from another origin: nothing.
    const third = await loginOptions();
    expect((await loginWith(assert(passkey, third.options, { origin: ORIGIN }), '')).json()).toEqual({ status: 'INVALID' });
    const fourth = await loginOptions();
    expect((await loginWith(assert(passkey, fourth.options, { origin: 'https://evil.example' }), fourth.cookie)).json()).toEqual({ status: 'INVALID' });
    // Without user verification the passkey is one factor only: refused.
    const fifth = await loginOptions();
    expect((await loginWith(assert(passkey, fifth.options, { origin: ORIGIN, userVerified: false }), fifth.cookie)).json()).toEqual({ status: 'INVALID' });
    // A removed passkey signs in no more.
    const sixth = await loginOptions();
    await db().deleteFrom('passkeys').where('credential_id', '=', passkey.credentialId.toString('base64url')).execute();
    expect((await loginWith(assert(passkey, sixth.options, { origin: ORIGIN }), sixth.cookie)).json()).toEqual({ status: 'INVALID' });
  });

  it('answers LOCKED and NOTVERIFIED as /login does for those accounts', async () => {
    const { passkey } = await addPasskey(otherSession);
    const id = await userId('demo2');
    await db().updateTable('users').set({ locked_at: new Date().toISOString(), locked_until: null }).where('id', '=', id).execute();
    const locked = await loginOptions();
    expect((await loginWith(assert(passkey, locked.options, { origin: ORIGIN }), locked.cookie)).json()).toEqual({ status: 'LOCKED' });
    expect((await events('demo2', SECURITY_EVENTS.signIn)).at(-1)).toEqual({ outcome: 'failure', reason: SECURITY_EVENT_REASONS.locked });

    await db().updateTable('users').set({ locked_at: null, email_verified_at: null }).where('id', '=', id).execute();
    const unverified = await loginOptions();
    const response = await loginWith(assert(passkey, unverified.options, { origin: ORIGIN }), unverified.cookie);
    expect(response.json()).toEqual({ status: 'NOTVERIFIED' });
    expect(Object.keys(cookiesOf(response))).toEqual(['rb_verify_resend']);
    await db().updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', id).execute();
  });

  it('refuses malformed credentials with a 400 naming no value', async () => {
    const { cookie } = await loginOptions();
    const response = await post(PORTAL_API_PATHS.loginPasskey, { credential: { id: 'not base64!', rawId: 'x', type: 'public-key', response: {} } }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('not base64!');
  });
});
