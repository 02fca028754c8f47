import { performance } from 'node:perf_hooks';
import { errorBodySchema, loginResponseSchema, PORTAL_API_PATHS, SESSION_HINT_COOKIE, sessionResponseSchema } from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { sha256Hex } from '../security/tokens.js';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { readMailbox } from '../test-support/mailbox.js';
import { cookieHeader, cookiesOf, postLogin, signIn, signedInHeaders } from '../test-support/portal-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

describe.each(TEST_DIALECTS)('POST /login and the session on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The requests come from 127.0.0.1, standing in for a TLS-terminating proxy (X-Forwarded-Proto).
    testApp = await createTestApp({ dialect, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const db = () => testApp.testDatabase.database.db;
  const loginBody = (response: { json(): unknown }) => loginResponseSchema.parse(response.json());
  // A try as the login dialog sends it once the username's tries stepped up (decision 049): with a solved captcha.
  const tryLogin = async (username: string, password?: string) => postLogin(app(), username, password, {}, await solvedCaptcha(app()));

  describe('answers every status of spec 4.2 the server decides', () => {
    it('OK with a csrf token and a new httpOnly, SameSite=Lax session cookie for demo', async () => {
      const response = await postLogin(app(), 'demo');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = loginBody(response);
      expect(body).toEqual({ status: 'OK', csrf: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const cookie = (response.cookies as Array<Record<string, unknown>>).find((entry) => entry.name === 'rb_session');
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.secure).toBeUndefined();
      // 256 random bits; the database keeps only their SHA-256.
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await db().selectFrom('sessions').select(['id_hash', 'csrf_token']).execute();
      expect(rows.map((row) => row.id_hash)).toContain(sha256Hex(String(cookie?.value)));
      expect(JSON.stringify(rows)).not.toContain(String(cookie?.value));
      // The page's hint that a session exists (decision 074): same attributes, readable by the page, no id in it.
      const hint = (response.cookies as Array<Record<string, unknown>>).find((entry) => entry.name === SESSION_HINT_COOKIE);
      expect(hint).toMatchObject({ path: '/', sameSite: 'Lax', value: '1' });
      expect(hint?.httpOnly).toBeUndefined();
    });

    it('uses the __Host- prefix and Secure behind TLS', async () => {
      const response = await postLogin(app(), 'demo', DEMO_PASSWORD, { 'x-forwarded-proto': 'https' });
      const cookie = (response.cookies as Array<Record<string, unknown>>).find((entry) => entry.name === '__Host-rb_session');
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect((response.cookies as Array<Record<string, unknown>>).find((entry) => entry.name === SESSION_HINT_COOKIE)).toMatchObject({ secure: true, value: '1' });
      // Over TLS, a cookie without the prefix is not a session.
      const plain = `rb_session=${String(cookie?.value)}`;
      const session = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: plain, 'x-forwarded-proto': 'https' } });
      expect(session.json()).toEqual({ authenticated: false });
      const prefixed = `__Host-rb_session=${String(cookie?.value)}`;
      const ok = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: prefixed, 'x-forwarded-proto': 'https' } });
      expect(ok.json()).toMatchObject({ authenticated: true });
    });

    it('INVALID for an unknown username and for a wrong password, alike', async () => {
      const unknown = await postLogin(app(), 'nobody-here');
      const wrong = await postLogin(app(), 'chargedoff', 'not-the-password');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe('{"status":"INVALID"}');
      expect(wrong.body).toBe(unknown.body);
      expect(cookiesOf(unknown)).toEqual({});
      expect(cookiesOf(wrong)).toEqual({});
    });

    it('takes about as long for an unknown username as for a wrong password (a dummy argon2 hash)', async () => {
      const time = async (username: string) => {
        const start = performance.now();
        await tryLogin(username, 'wrong-password-here');
        return performance.now() - start;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const unknown: number[] = [];
      const known: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        unknown.push(await time(`ghost-${round}`));
        known.push(await time('unverified'));
      }
      // argon2id (19 MiB, t=2) dominates both: the unknown user is not answered in a fraction of the time.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
      expect(median(unknown)).toBeLessThan(median(known) * 2.5);
      // Reset the failures counted on `unverified` for the tests below.
      await db().updateTable('users').set({ failed_attempts: 0, locked_at: null }).where('username', '=', 'unverified').execute();
      await forgetStepUps();
    });

    it('LOCKED for a locked user whatever the password: the lock tells nothing of it (decision 048)', async () => {
      expect(loginBody(await postLogin(app(), 'locked'))).toEqual({ status: 'LOCKED' });
      expect(loginBody(await postLogin(app(), 'locked', 'Wrong-Pass-2026!'))).toEqual({ status: 'LOCKED' });
    });

    it('NOTVERIFIED for unverified only with its right password, with the resend cookie and no session', async () => {
      expect(loginBody(await postLogin(app(), 'unverified', 'Wrong-Pass-2026!'))).toEqual({ status: 'INVALID' });
      const response = await postLogin(app(), 'unverified');
      expect(loginBody(response)).toEqual({ status: 'NOTVERIFIED' });
      const cookies = response.cookies as Array<Record<string, unknown>>;
      expect(cookies.map((cookie) => cookie.name)).toEqual(['rb_verify_resend']);
      expect(cookies[0]).toMatchObject({ path: PORTAL_API_PATHS.verifyEmailResend, httpOnly: true, sameSite: 'Strict', maxAge: 900 });
    });

    it('OK for chargedoff, whose account details then show the status (the client answers UNAVAILABLE)', async () => {
      const session = await signIn(app(), 'chargedoff');
      const details = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } });
      expect(details.json()).toMatchObject({ F0184_ACCOUNT_STATUS: 'CO', F0003_ACCOUNT: '3052718844' });
      const smc = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.messageSummaries, headers: { cookie: session.cookie } });
      expect(smc.statusCode).toBe(403);
      expect(smc.json()).toEqual({ status: 'ACCOUNT_UNAVAILABLE', message: expect.any(String) });
    });

    it('finds the username without regard to case', async () => {
      expect(loginBody(await postLogin(app(), 'DEMO'))).toMatchObject({ status: 'OK' });
    });
  });

  // Every step-up count of the app: the tests below start from none.
  const forgetStepUps = () => db().deleteFrom('rate_limits').where('key', 'like', 'loginStepUp:%').execute();
  const signInEvents = async (userId: number | null) => {
    const query = db().selectFrom('security_events').select('id').where('event', '=', 'sign_in');
    return (await (userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId)).execute()).length;
  };
  const userRow = (username: string) =>
    db().selectFrom('users').select(['id', 'failed_attempts', 'locked_at']).where('username', '=', username).executeTakeFirstOrThrow();

  describe('asks for a captcha from the fourth try of a username within the hour (spec 4.2, decision 049)', () => {
    afterEach(async () => {
      await db().updateTable('users').set({ failed_attempts: 0, locked_at: null, locked_until: null, lock_count: 0, last_failed_at: null }).where('username', '=', 'demo2').execute();
      await forgetStepUps();
    });

    it('answers CAPTCHA_REQUIRED without looking at the password, then checks a try that carries a solved one', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) expect(loginBody(await postLogin(app(), 'nobody-step-up', `Wrong-${attempt}`))).toEqual({ status: 'INVALID' });
      const checked = await signInEvents(null);
      expect(loginBody(await postLogin(app(), 'nobody-step-up', 'Wrong-3'))).toEqual({ status: 'CAPTCHA_REQUIRED' });
      // Unchecked: no sign-in was recorded for the step-up's answer.
      expect(await signInEvents(null)).toBe(checked);
      const captcha = await solvedCaptcha(app());
      expect(loginBody(await postLogin(app(), 'nobody-step-up', 'Wrong-4', {}, captcha))).toEqual({ status: 'INVALID' });
      expect(await signInEvents(null)).toBe(checked + 1);
      // A captcha is spent by its try: sent again, it is refused as on the recovery forms.
      const replay = await postLogin(app(), 'nobody-step-up', 'Wrong-5', {}, captcha);
      expect(replay.statusCode).toBe(400);
      expect(errorBodySchema.parse(replay.json()).status).toBe('CAPTCHA_INVALID');
      expect(replay.body).not.toContain('Wrong-5');
    });

    it('steps up a known username after as many tries as an unknown one, and a right password with the captcha clears it', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) expect(loginBody(await postLogin(app(), 'demo2', `Wrong-${attempt}`))).toEqual({ status: 'INVALID' });
      // Even the right password is not looked at without the captcha.
      expect(loginBody(await postLogin(app(), 'demo2'))).toEqual({ status: 'CAPTCHA_REQUIRED' });
      expect(await userRow('demo2')).toMatchObject({ failed_attempts: 3, locked_at: null });
      expect(loginBody(await postLogin(app(), 'demo2', undefined, {}, await solvedCaptcha(app())))).toMatchObject({ status: 'OK' });
      // The borrower's own sign-in ended the step-up: the next try needs no captcha.
      expect(loginBody(await postLogin(app(), 'DEMO2', 'Wrong-again'))).toEqual({ status: 'INVALID' });
    });

    it('keeps a stranger without captchas from locking a borrower out: only three wrong passwords are checked', async () => {
      const answers = [];
      for (let attempt = 0; attempt < 8; attempt += 1) answers.push(loginBody(await postLogin(app(), 'demo2', `Wrong-${attempt}`)).status);
      expect(answers).toEqual(['INVALID', 'INVALID', 'INVALID', ...Array<string>(5).fill('CAPTCHA_REQUIRED')]);
      expect(await userRow('demo2')).toMatchObject({ failed_attempts: 3, locked_at: null });
    });

    it('counts concurrent tries as they arrive: a burst gets no more than three checks', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, attempt) => postLogin(app(), 'nobody-burst', `Wrong-${attempt}`)));
      const statuses = answers.map((answer) => loginBody(answer).status).sort();
      expect(statuses).toEqual(['CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED', 'INVALID', 'INVALID', 'INVALID']);
    });
  });

  describe('locks after five consecutive wrong passwords', () => {
    const wrongFiveTimes = async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(loginBody(await tryLogin('demo', `Wrong-${attempt}`))).toEqual({ status: 'INVALID' });
      }
    };
    const demoRow = () => db().selectFrom('users').select(['locked_at', 'locked_until', 'lock_count', 'failed_attempts']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    // What time does to a lock, without waiting for it: its end moves into the past.
    const endLockNow = () => db().updateTable('users').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('username', '=', 'demo').execute();
    const minutesLocked = async () => (Date.parse((await demoRow()).locked_until ?? '') - Date.now()) / 60_000;
    afterEach(async () => {
      await db().updateTable('users').set({ failed_attempts: 0, locked_at: null, locked_until: null, lock_count: 0, last_failed_at: null }).where('username', '=', 'demo').execute();
      await forgetStepUps();
    });

    it('counts failures, resets them on a right password, and locks on the fifth in a row', async () => {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect(loginBody(await tryLogin('demo', `Wrong-${attempt}`))).toEqual({ status: 'INVALID' });
      }
      expect(loginBody(await tryLogin('demo'))).toMatchObject({ status: 'OK' });
      await wrongFiveTimes();
      expect(loginBody(await tryLogin('demo'))).toEqual({ status: 'LOCKED' });
    });

    it('mails the borrower when the lock starts, in their language, once (docs/decisions/030)', async () => {
      const lockMails = async () => {
        await testApp.transport.settled();
        return (await readMailbox(app())).filter((mail) => mail.to === 'maria.garcia@example.com' && /locked/.test(mail.subject ?? ''));
      };
      const before = (await lockMails()).length;
      await wrongFiveTimes();
      // A sixth wrong password while locked: no second mail.
      await tryLogin('demo', 'Wrong-again');
      const mails = await lockMails();
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.subject).toBe('Signing in to Roadbridge Auto Finance is locked for now');
      expect(mails[0]?.body).toContain('after 5 wrong passwords in a row, signing in to your online access is locked for 15 minutes');
      expect(mails[0]?.body).not.toMatch(/Wrong-/);
    });

    it('unlocks by itself when the lock ends, and locks longer the next time (docs/decisions/030)', async () => {
      await wrongFiveTimes();
      expect(await minutesLocked()).toBeGreaterThan(14);
      expect(await minutesLocked()).toBeLessThanOrEqual(15);
      await endLockNow();
      // The lock ended: the right password signs in, and the count of wrong ones starts again.
      await wrongFiveTimes();
      expect(await demoRow()).toMatchObject({ lock_count: 2 });
      expect(await minutesLocked()).toBeGreaterThan(59);
      await endLockNow();
      expect(loginBody(await tryLogin('demo'))).toMatchObject({ status: 'OK' });
      // A sign-in forgets the earlier locks.
      expect(await demoRow()).toMatchObject({ locked_at: null, locked_until: null, lock_count: 0, failed_attempts: 0 });
    });

    it('counts every try during a lock toward the next, longer one, and never checks the password meanwhile (decision 048)', async () => {
      await wrongFiveTimes();
      // Locked: the right password and wrong ones get the same answer, and each try is counted.
      expect(loginBody(await tryLogin('demo'))).toEqual({ status: 'LOCKED' });
      for (let attempt = 0; attempt < 4; attempt += 1) expect(loginBody(await tryLogin('demo', `Wrong-${attempt}`))).toEqual({ status: 'LOCKED' });
      expect(await demoRow()).toMatchObject({ lock_count: 1, failed_attempts: 5 });
      await endLockNow();
      // The lock ended with five tries counted: the next wrong password locks again at once, for an hour.
      expect(loginBody(await tryLogin('demo', 'Wrong-after'))).toEqual({ status: 'INVALID' });
      expect(await demoRow()).toMatchObject({ lock_count: 2 });
      expect(await minutesLocked()).toBeGreaterThan(59);
      expect(loginBody(await tryLogin('demo'))).toEqual({ status: 'LOCKED' });
    });

    it('forgets wrong passwords an hour old: they no longer add up to a lock (docs/decisions/030)', async () => {
      for (let attempt = 0; attempt < 4; attempt += 1) await tryLogin('demo', `Wrong-${attempt}`);
      await db().updateTable('users').set({ last_failed_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('username', '=', 'demo').execute();
      expect(loginBody(await tryLogin('demo', 'Wrong-5'))).toEqual({ status: 'INVALID' });
      expect(await demoRow()).toMatchObject({ locked_at: null, failed_attempts: 1 });
      expect(loginBody(await tryLogin('demo'))).toMatchObject({ status: 'OK' });
    });

    it('keeps a lock without an end (the seeded locked user) until a password reset', async () => {
      expect(loginBody(await tryLogin('locked'))).toEqual({ status: 'LOCKED' });
      expect(await db().selectFrom('users').select('locked_until').where('username', '=', 'locked').executeTakeFirstOrThrow()).toEqual({ locked_until: null });
    });
  });

  describe('the signed-in calls', () => {
    it('answer 401 as JSON without a session, or with a made-up one', async () => {
      for (const url of [PORTAL_API_PATHS.accountDetails, PORTAL_API_PATHS.touch, PORTAL_API_PATHS.messageSummaries]) {
        for (const headers of [{}, { cookie: 'rb_session=made-up-session-id' }, { cookie: 'rb_session=' }]) {
          const response = await app().inject({ method: 'GET', url, headers });
          expect(response.statusCode).toBe(401);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(errorBodySchema.parse(response.json()).status).toBe('UNAUTHENTICATED');
        }
      }
    });

    it('answer the account fields of the servicing system, uncached', async () => {
      const session = await signIn(app());
      const response = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        F0184_ACCOUNT_STATUS: 'AL',
        F0003_ACCOUNT: '3052718841',
        F0120_BORROWER_NAME: 'Maria Garcia',
        F0121_BORROWER_FIRST_NAME: 'Maria',
        F0122_BORROWER_LAST_NAME: 'Garcia',
        F5016_VIN: '1HGCV1F34KA012345',
        F5010_VEHICLE_DESCRIPTION: '2019 Honda Accord LX',
        F0290_EMAIL_ADDRESS: 'maria.garcia@example.com',
        F0410_AUTOPAY_FLAG: 'N',
        F0415_BILLING_METHOD: 'I',
        F0420_TEXT_ENROLLED: 'Y',
        F0100_CURRENT_BALANCE: '14235.67',
        F0105_PAYOFF_AMOUNT: '14412.90',
        F0110_NEXT_DUE_DATE: expect.stringMatching(/^\d{4}-\d{2}-15$/),
        F0112_AMOUNT_DUE: '389.45',
        F0114_PAYMENT_AMOUNT: '389.45',
        F0116_PER_DIEM_INTEREST: '3.51',
      });
      expect(response.body).not.toMatch(/ssn|dob|hash|password/i);
    });

    it('answer the message summaries, one unread', async () => {
      const session = await signIn(app());
      const response = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.messageSummaries, headers: { cookie: session.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const summaries = response.json() as Array<{ custRead: boolean; subject: string; sentAt: string; id: number }>;
      expect(summaries.map((summary) => summary.custRead)).toEqual([false, true]);
      expect(summaries[0]).toEqual({ id: expect.any(Number), subject: 'Your due date change request', sentAt: expect.any(String), custRead: false });
    });

    it('touch moves the idle expiry; polling does not', async () => {
      const session = await signIn(app());
      const hash = sha256Hex(session.sessionId);
      await db().updateTable('sessions').set({ idle_expires_at: new Date(Date.now() + 5000).toISOString() }).where('id_hash', '=', hash).execute();
      await app().inject({ method: 'GET', url: PORTAL_API_PATHS.messageSummaries, headers: { cookie: session.cookie } });
      await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } });
      const before = await db().selectFrom('sessions').select('idle_expires_at').where('id_hash', '=', hash).executeTakeFirstOrThrow();
      expect(Date.parse(before.idle_expires_at)).toBeLessThan(Date.now() + 6000);

      const touch = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.touch, headers: { cookie: session.cookie } });
      expect(touch.statusCode).toBe(200);
      expect(touch.headers['cache-control']).toBe('no-store');
      expect(touch.json()).toEqual({ status: 'OK', expiresInSeconds: 600 });
      const after = await db().selectFrom('sessions').select('idle_expires_at').where('id_hash', '=', hash).executeTakeFirstOrThrow();
      expect(Date.parse(after.idle_expires_at)).toBeGreaterThan(Date.now() + 590_000);
    });

    it('end when the session is idle past the timeout, and never outlive 12 hours', async () => {
      const idle = await signIn(app());
      await db().updateTable('sessions').set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id_hash', '=', sha256Hex(idle.sessionId)).execute();
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.touch, headers: { cookie: idle.cookie } })).statusCode).toBe(401);

      const old = await signIn(app());
      const row = await db().selectFrom('sessions').select(['created_at', 'absolute_expires_at']).where('id_hash', '=', sha256Hex(old.sessionId)).executeTakeFirstOrThrow();
      expect(Date.parse(row.absolute_expires_at) - Date.parse(row.created_at)).toBeGreaterThan(12 * 3600_000 - 5000);
      expect(Date.parse(row.absolute_expires_at) - Date.parse(row.created_at)).toBeLessThanOrEqual(12 * 3600_000 + 5000);
      // Near the absolute end, touch gives only what is left.
      await db().updateTable('sessions').set({ absolute_expires_at: new Date(Date.now() + 30_000).toISOString() }).where('id_hash', '=', sha256Hex(old.sessionId)).execute();
      const touch = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.touch, headers: { cookie: old.cookie } });
      expect((touch.json() as { expiresInSeconds: number }).expiresInSeconds).toBeLessThanOrEqual(30);
      await db().updateTable('sessions').set({ absolute_expires_at: new Date(Date.now() - 1).toISOString() }).where('id_hash', '=', sha256Hex(old.sessionId)).execute();
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: old.cookie } })).statusCode).toBe(401);
    });

    it('a new login makes a new session id and ends the one the browser had', async () => {
      const first = await signIn(app());
      const second = await postLogin(app(), 'demo', DEMO_PASSWORD, { cookie: first.cookie });
      const jar = cookiesOf(second);
      expect(jar.rb_session).toBeDefined();
      expect(jar.rb_session).not.toBe(first.sessionId);
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: first.cookie } })).statusCode).toBe(401);
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: cookieHeader(jar) } })).statusCode).toBe(200);
    });
  });

  describe('GET /api/session', () => {
    it('tells the shell after a reload whether it is signed in, and its csrf token', async () => {
      const none = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session });
      expect(none.statusCode).toBe(200);
      expect(none.headers['cache-control']).toBe('no-store');
      expect(sessionResponseSchema.strict().parse(none.json())).toEqual({ authenticated: false });
      const session = await signIn(app());
      const signedIn = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: session.cookie } });
      expect(signedIn.json()).toEqual({ authenticated: true, csrf: session.csrf });
    });

    it('brings the page’s session hint in line with its answer (decision 074)', async () => {
      const hintOf = (response: { cookies: unknown }) =>
        (response.cookies as Array<Record<string, unknown>>).find((cookie) => cookie.name === SESSION_HINT_COOKIE);
      const hint = `${SESSION_HINT_COOKIE}=1`;
      // A hint left after the session ended without a response that cleared it: cleared.
      const stale = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: hint } });
      expect(stale.json()).toEqual({ authenticated: false });
      expect(hintOf(stale)?.value).toBe('');
      // A session opened before the hint existed: given one.
      const session = await signIn(app());
      const withoutHint = session.cookie.split('; ').filter((cookie) => !cookie.startsWith(`${SESSION_HINT_COOKIE}=`)).join('; ');
      const given = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: withoutHint } });
      expect(hintOf(given)).toMatchObject({ value: '1', path: '/' });
      // In line already: nothing set.
      const inLine = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: `${withoutHint}; ${hint}` } });
      expect(hintOf(inLine)).toBeUndefined();
      expect(hintOf(await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session }))).toBeUndefined();
    });
  });

  describe('POST /api/logout and the csrf token', () => {
    it('refuses a signed-in state-changing call without the right csrf-token header (403), and keeps the session', async () => {
      const session = await signIn(app());
      for (const headers of [{ cookie: session.cookie }, { cookie: session.cookie, 'csrf-token': 'x'.repeat(43) }, { cookie: session.cookie, 'csrf-token': '' }]) {
        const response = await app().inject({ method: 'POST', url: PORTAL_API_PATHS.logout, headers });
        expect(response.statusCode).toBe(403);
        expect(errorBodySchema.parse(response.json()).status).toBe('FORBIDDEN');
      }
      // Another session's token is no better.
      const other = await signIn(app(), 'chargedoff');
      expect((await app().inject({ method: 'POST', url: PORTAL_API_PATHS.logout, headers: { cookie: session.cookie, 'csrf-token': other.csrf } })).statusCode).toBe(403);
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } })).statusCode).toBe(200);
    });

    it('deletes the session and clears the cookie with the right token', async () => {
      const session = await signIn(app());
      const response = await app().inject({ method: 'POST', url: PORTAL_API_PATHS.logout, headers: signedInHeaders(session) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'OK' });
      const cleared = (response.cookies as Array<Record<string, unknown>>).find((cookie) => cookie.name === 'rb_session');
      expect(cleared?.value).toBe('');
      expect((response.cookies as Array<Record<string, unknown>>).find((cookie) => cookie.name === SESSION_HINT_COOKIE)?.value).toBe('');
      expect(await db().selectFrom('sessions').select('id_hash').where('id_hash', '=', sha256Hex(session.sessionId)).executeTakeFirst()).toBeUndefined();
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } })).statusCode).toBe(401);
    });

    it('answers OK without a session too', async () => {
      const response = await app().inject({ method: 'POST', url: PORTAL_API_PATHS.logout });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('malformed login requests', () => {
    it.each([
      ['no body', undefined],
      ['missing password', { username: 'demo' }],
      ['empty username', { username: '', password: 'x' }],
      ['a number for the username', { username: 1, password: 'x' }],
      ['a 257-character username', { username: 'u'.repeat(257), password: 'x' }],
      ['a 257-character password', { username: 'demo', password: 'p'.repeat(257) }],
    ])('answer 400 INVALID for %s', async (_case, payload) => {
      const response = await app().inject({ method: 'POST', url: PORTAL_API_PATHS.login, ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('INVALID');
    });
  });
});
