import { ACCOUNT_MONEY_PATHS, PORTAL_API_PATHS, SECURITY_EVENTS, SESSION_HINT_COOKIE, loginResponseSchema, loginVerifyResponseSchema } from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { createRepositories } from '../db/repositories.js';
import { enrol } from '../test-support/enrolment-client.js';
import { lastMessageTo } from '../test-support/mailbox.js';
import { cookiesOf, postLogin, signedInHeaders } from '../test-support/portal-client.js';
import { codeFromOutbox, signInWithCode } from '../test-support/second-factor-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * Decision 033 (ASVS 6.3.3): after a right password from a browser not remembered, a code sent to the e-mail
 * address or phone on file must come back before there is a session; "remember this device" skips it for 30 days,
 * until the password changes. The seeded demo users skip it outside production unless DEMO_SECOND_FACTOR=on.
 */

const ANA = {
  accountNumber: '3052718845', lastName: 'Souza', ssnLastFour: '0123', dob: '1995-01-20',
  email: 'ana.new@example.com', username: 'ana.souza', password: 'Tall-Maple-Orbit-42',
};
const ON_FILE = { email: 'ana.souza@example.com', phone: '+12025550188' };
const ANA_LOGIN = { username: ANA.username, password: ANA.password, destination: ON_FILE.email };


describe.each(TEST_DIALECTS)('the code of a new device on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
    expect(await enrol(testApp.app, ANA, ON_FILE.email)).toBe('SUCCESS');
    const token = linkToken((await lastMessageTo(testApp.app, ANA.email)).body, 'verify-email');
    await testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.verifyEmail, payload: { token } });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const db = () => testApp.testDatabase.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => app().inject({ method: 'POST', url, payload, headers });
  const login = async (headers: Record<string, string> = {}) => {
    const response = await postLogin(app(), ANA.username, ANA.password, headers);
    return { response, answer: loginResponseSchema.parse(response.json()) };
  };

  it('answers a right password from a new browser with the masked ways to send a code, and no session', async () => {
    const { response, answer } = await login();
    expect(answer).toEqual({
      status: 'CODE_REQUIRED',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      maskedCodeOptions: [
        { key: 'email', display: 'a****a@example.com' },
        { key: 'sms', display: '***-***-0188' },
      ],
    });
    expect(Object.keys(cookiesOf(response))).toEqual([]);
    // A wrong password still answers INVALID, without a step: the code is only ever offered after the right one.
    expect((await postLogin(app(), ANA.username, 'Not-Her-Pass-1')).json()).toEqual({ status: 'INVALID' });
  });

  it('signs in once the code comes back: a wrong one does not, and the fifth ends the step', async () => {
    const { answer } = await login();
    if (answer.status !== 'CODE_REQUIRED') throw new Error(answer.status);
    expect((await post(PORTAL_API_PATHS.loginSendCode, { token: answer.token, sendTo: 'sms' })).json()).toEqual({ status: 'SUCCESS' });
    const code = await codeFromOutbox(db(), ON_FILE.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = (value: string) => post(PORTAL_API_PATHS.loginVerify, { token: answer.token, code: value, rememberDevice: false });
    expect((await verify(wrong)).json()).toEqual({ status: 'INVALID' });
    // The token of a sign-in is not a lookup's, nor an enrolment's.
    expect((await post(PORTAL_API_PATHS.lookupAccountStep3, { token: answer.token, code })).json()).toEqual({ status: 'EXPIRED' });
    expect((await post(PORTAL_API_PATHS.createAccountConfirm, { token: answer.token, code })).json()).toEqual({ status: 'EXPIRED' });
    const right = await verify(code);
    const body = loginVerifyResponseSchema.parse(right.json());
    if (body.status !== 'OK') throw new Error(body.status);
    const jar = cookiesOf(right);
    // The session cookie and the page's hint that there is one (decision 074).
    expect(Object.keys(jar)).toEqual(['rb_session', SESSION_HINT_COOKIE]);
    const details = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: `rb_session=${jar.rb_session}` } });
    expect(details.statusCode).toBe(200);
    // Spent: the same code again is too late.
    expect((await verify(code)).json()).toEqual({ status: 'EXPIRED' });

    const second = await login();
    if (second.answer.status !== 'CODE_REQUIRED') throw new Error(second.answer.status);
    for (let attempt = 0; attempt < 5; attempt += 1) await post(PORTAL_API_PATHS.loginVerify, { token: second.answer.token, code: wrong, rememberDevice: false });
    await post(PORTAL_API_PATHS.loginSendCode, { token: second.answer.token, sendTo: 'email' });
    expect((await post(PORTAL_API_PATHS.loginVerify, { token: second.answer.token, code: '000000', rememberDevice: false })).json()).toEqual({ status: 'EXPIRED' });
  });

  it('remembers a device for 30 days with a signed, httpOnly cookie; a forged one or a password change asks again', async () => {
    const { answer } = await login();
    if (answer.status !== 'CODE_REQUIRED') throw new Error(answer.status);
    await post(PORTAL_API_PATHS.loginSendCode, { token: answer.token, sendTo: 'email' });
    const verified = await post(PORTAL_API_PATHS.loginVerify, { token: answer.token, code: await codeFromOutbox(db(), ON_FILE.email), rememberDevice: true });
    const device = (verified.cookies as Array<{ name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string }>).find(
      (cookie) => cookie.name === 'rb_device',
    );
    expect(device).toMatchObject({ maxAge: 30 * 24 * 60 * 60, httpOnly: true, sameSite: 'Lax', path: '/' });
    const deviceCookie = `rb_device=${device?.value ?? ''}`;
    // Only its hash is stored.
    const [id] = (device?.value ?? '').split('.');
    expect(JSON.stringify(await db().selectFrom('remembered_devices').selectAll().execute())).not.toContain(id);

    expect((await postLogin(app(), ANA.username, ANA.password, { cookie: deviceCookie })).json()).toMatchObject({ status: 'OK' });
    // Another value under the same name (unsigned, or signed with another key) is a new browser.
    expect((await postLogin(app(), ANA.username, ANA.password, { cookie: `rb_device=${id}.forged` })).json()).toMatchObject({ status: 'CODE_REQUIRED' });

    // A password change forgets every device.
    const session = await signInWithCode(app(), db(), ANA_LOGIN);
    const change = (from: string, to: string) => post(PORTAL_API_PATHS.changePassword, { currentPassword: from, newPassword: to }, signedInHeaders(session));
    expect((await change(ANA.password, 'Quiet-Harbor-Lamp-7')).json()).toEqual({ status: 'SUCCESS' });
    expect((await postLogin(app(), ANA.username, 'Quiet-Harbor-Lamp-7', { cookie: deviceCookie })).json()).toMatchObject({ status: 'CODE_REQUIRED' });
    expect(await db().selectFrom('remembered_devices').selectAll().execute()).toEqual([]);
  });

  it('records the step in the audit trail: the code asked for, a wrong code, and the sign-in once it came back', async () => {
    const userId = (await createRepositories(db()).users.findByUsername(ANA.username))?.id;
    const rows = await db().selectFrom('security_events').select(['event', 'outcome', 'reason']).where('user_id', '=', userId ?? 0).execute();
    const signIns = rows.filter((row) => row.event === SECURITY_EVENTS.signIn);
    expect(signIns).toEqual(
      expect.arrayContaining([
        { event: 'sign_in', outcome: 'failure', reason: 'code_required' },
        { event: 'sign_in', outcome: 'failure', reason: 'wrong_code' },
        { event: 'sign_in', outcome: 'success', reason: null },
      ]),
    );
  });

  it('lets the seeded demo users in with the password alone outside production', async () => {
    const response = await postLogin(app(), 'demo', DEMO_PASSWORD);
    expect(response.json()).toMatchObject({ status: 'OK' });
    const session = { cookie: `rb_session=${cookiesOf(response).rb_session}`, csrf: '', sessionId: '' };
    expect((await app().inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.statements, headers: { cookie: session.cookie } })).statusCode).toBe(200);
  });
});

describe('DEMO_SECOND_FACTOR=on', () => {
  it('asks the demo users for the code too', async () => {
    const testApp = await createTestApp({ env: { DEMO_SECOND_FACTOR: 'on' } });
    try {
      expect((await postLogin(testApp.app, 'demo')).json()).toMatchObject({ status: 'CODE_REQUIRED' });
      const signedIn = await signInWithCode(testApp.app, testApp.testDatabase.database.db, { username: 'demo', password: DEMO_PASSWORD, destination: 'maria.garcia@example.com' });
      expect(signedIn.csrf).not.toBe('');
    } finally {
      await testApp.close();
    }
  });
});
