import { PORTAL_API_PATHS, SECURITY_EVENTS, SETTINGS_PATHS, signInActivityResponseSchema, type SecurityEventName } from 'shared-contracts';
import { DEMO_PASSWORD } from './db/demo-data.js';
import type { SecurityEventRow } from './db/schema.js';
import { createTransact } from './db/unit-of-work.js';
import { removeExpiredRows } from './plugins/housekeeping.js';
import { createRepositories } from './db/repositories.js';
import { solvedCaptcha } from './test-support/captcha-solver.js';
import { enrol, startEnrolment } from './test-support/enrolment-client.js';
import { lastMessageTo } from './test-support/mailbox.js';
import { postLogin, signIn, signedInHeaders, type SignedIn } from './test-support/portal-client.js';
import { linkToken } from './test-support/smtp-peer.js';
import { TEST_DIALECTS } from './test-support/test-databases.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

/*
 * Decision 031: each sign-in, failure, lockout, reset, password and e-mail change, lookup, enrolment, csrf
 * refusal and sign-out writes one `security_events` row, with the user when one is known, a keyed hash of the
 * address, the user agent and a reason word; nothing typed (password, SSN, date of birth, code, token, username).
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(TEST_DIALECTS)('the audit trail on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.testDatabase.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': BROWSER, ...headers } });
  const userIdOf = async (username: string) => (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  /** The rows `action` added, oldest first. */
  async function rowsOf(action: () => Promise<unknown>): Promise<SecurityEventRow[]> {
    const before = (await db().selectFrom('security_events').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst())?.last ?? 0;
    await action();
    await testApp.transport.settled();
    return db().selectFrom('security_events').selectAll().where('id', '>', Number(before)).orderBy('id').execute();
  }
  const summary = (rows: SecurityEventRow[]) => rows.map(({ event, outcome, user_id, reason }) => ({ event, outcome, user_id, reason }));
  const one = (event: SecurityEventName, outcome: 'success' | 'failure', user_id: number | null, reason: string | null = null) => [{ event, outcome, user_id, reason }];

  it('records every outcome of a sign-in, the lock and the sign-out, each with the user, the agent and a hashed address', async () => {
    const demo2 = await userIdOf('demo2');
    const unknown = await rowsOf(() => postLogin(testApp.app, 'nobody-here', 'Typed-Secret-1', { 'user-agent': BROWSER }));
    expect(summary(unknown)).toEqual(one(SECURITY_EVENTS.signIn, 'failure', null, 'unknown_user'));
    expect(unknown[0]).toMatchObject({ user_agent: BROWSER, ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    expect(summary(await rowsOf(() => postLogin(testApp.app, 'demo2', 'Wrong-Pass-1')))).toEqual(one(SECURITY_EVENTS.signIn, 'failure', demo2, 'wrong_password'));
    const locking = await rowsOf(async () => {
      // Past the third try, each carries a solved captcha, as the login dialog sends it (decision 049).
      for (let attempt = 0; attempt < 4; attempt += 1) await postLogin(testApp.app, 'demo2', 'Wrong-Pass-1', {}, await solvedCaptcha(testApp.app));
    });
    expect(summary(locking).filter((row) => row.event === SECURITY_EVENTS.accountLocked)).toEqual(one(SECURITY_EVENTS.accountLocked, 'success', demo2));
    const captcha = await solvedCaptcha(testApp.app);
    expect(summary(await rowsOf(() => postLogin(testApp.app, 'demo2', undefined, {}, captcha)))).toEqual(one(SECURITY_EVENTS.signIn, 'failure', demo2, 'locked'));
    expect(summary(await rowsOf(() => postLogin(testApp.app, 'unverified')))).toEqual(one(SECURITY_EVENTS.signIn, 'failure', await userIdOf('unverified'), 'not_verified'));

    const demo = await userIdOf('demo');
    let session: SignedIn | undefined;
    expect(summary(await rowsOf(async () => (session = await signIn(testApp.app))))).toEqual(one(SECURITY_EVENTS.signIn, 'success', demo));
    if (!session) throw new Error('no session');
    const signedIn = session;
    expect(summary(await rowsOf(() => post(PORTAL_API_PATHS.logout, {}, { cookie: signedIn.cookie, 'csrf-token': 'not-the-token' })))).toEqual(
      one(SECURITY_EVENTS.csrfRefused, 'failure', demo),
    );
    expect(summary(await rowsOf(() => post(PORTAL_API_PATHS.logout, {}, signedInHeaders(signedIn))))).toEqual(one(SECURITY_EVENTS.signOut, 'success', demo));
    // Signed out already: nothing ended, nothing recorded.
    expect(await rowsOf(() => post(PORTAL_API_PATHS.logout, {}))).toEqual([]);
  });

  it('records a password change and a reset, asked for and used, refused or not', async () => {
    const demo = await userIdOf('demo');
    const session = await signIn(testApp.app);
    const change = (currentPassword: string, newPassword: string) => post(PORTAL_API_PATHS.changePassword, { currentPassword, newPassword }, signedInHeaders(session));
    expect(summary(await rowsOf(() => change('Not-The-Pass-9', 'Brisk-Harbor-Tide-3')))).toEqual(one(SECURITY_EVENTS.passwordChanged, 'failure', demo, 'wrong_password'));
    expect(summary(await rowsOf(() => change(DEMO_PASSWORD, 'password1')))).toEqual(one(SECURITY_EVENTS.passwordChanged, 'failure', demo, 'common_password'));
    expect(summary(await rowsOf(() => change(DEMO_PASSWORD, 'Brisk-Harbor-Tide-3')))).toEqual(one(SECURITY_EVENTS.passwordChanged, 'success', demo));

    const ask = async (username: string) => post(PORTAL_API_PATHS.sendPasswordReset, { username, captchaToken: await solvedCaptcha(testApp.app) });
    expect(summary(await rowsOf(() => ask('nobody-here')))).toEqual(one(SECURITY_EVENTS.passwordResetRequested, 'failure', null, 'unknown_user'));
    expect(summary(await rowsOf(() => ask('demo')))).toEqual(one(SECURITY_EVENTS.passwordResetRequested, 'success', demo));
    const token = linkToken((await lastMessageTo(testApp.app, 'maria.garcia@example.com')).body, 'reset-password');
    const reset = (linkTokenValue: string, password: string) => post(PORTAL_API_PATHS.resetPassword, { token: linkTokenValue, password });
    expect(summary(await rowsOf(() => reset('x'.repeat(43), 'Silver-Orchard-Wind-2')))).toEqual(one(SECURITY_EVENTS.passwordReset, 'failure', null, 'expired'));
    // The reset signs out the session of the change above (docs/decisions/050: sessions_ended with it).
    expect(summary(await rowsOf(() => reset(token, DEMO_PASSWORD)))).toEqual([
      ...one(SECURITY_EVENTS.passwordReset, 'success', demo),
      ...one(SECURITY_EVENTS.sessionsEnded, 'success', demo),
    ]);
  });

  it('records an e-mail change when it is asked for and when its link applies it', async () => {
    const demo = await userIdOf('demo');
    const session = await signIn(testApp.app);
    const ask = (currentPassword: string) =>
      testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.email, payload: { email: 'maria.new@example.com', currentPassword }, headers: signedInHeaders(session) });
    expect(summary(await rowsOf(() => ask('Not-The-Pass-9')))).toEqual(one(SECURITY_EVENTS.emailChangeRequested, 'failure', demo, 'wrong_password'));
    expect(summary(await rowsOf(() => ask(DEMO_PASSWORD)))).toEqual(one(SECURITY_EVENTS.emailChangeRequested, 'success', demo));
    const token = linkToken((await lastMessageTo(testApp.app, 'maria.new@example.com')).body, 'verify-email');
    // Opened in another browser: the session that asked ends with the change (docs/decisions/050).
    expect(summary(await rowsOf(() => post(PORTAL_API_PATHS.verifyEmail, { token })))).toEqual([
      ...one(SECURITY_EVENTS.emailChanged, 'success', demo),
      ...one(SECURITY_EVENTS.sessionsEnded, 'success', demo),
    ]);
  });

  it('records each identity tried in a lookup, each code checked and each enrolment', async () => {
    const step1 = async (ssn: string) =>
      post(PORTAL_API_PATHS.lookupAccountStep1, { firstName: 'Maria', lastName: 'Garcia', ssn, dob: '1985-04-15', captchaToken: await solvedCaptcha(testApp.app) });
    expect(summary(await rowsOf(() => step1('987654321')))).toEqual(one(SECURITY_EVENTS.accountLookup, 'failure', null, 'no_match'));
    let lookupToken = '';
    expect(summary(await rowsOf(async () => (lookupToken = ((await step1('123456789')).json() as { token: string }).token)))).toEqual(
      one(SECURITY_EVENTS.accountLookup, 'success', null),
    );
    await post(PORTAL_API_PATHS.lookupAccountStep2, { token: lookupToken, sendTo: 'sms' });
    const code = /verification code is (\d{6})/.exec((await lastMessageTo(testApp.app, '+12025550147')).body)?.[1] ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const step3 = (value: string) => post(PORTAL_API_PATHS.lookupAccountStep3, { token: lookupToken, code: value });
    expect(summary(await rowsOf(() => step3(wrong)))).toEqual(one(SECURITY_EVENTS.accountLookupCode, 'failure', null, 'wrong_code'));
    expect(summary(await rowsOf(() => step3(code)))).toEqual(one(SECURITY_EVENTS.accountLookupCode, 'success', null));

    const details = {
      accountNumber: '3052718845', lastName: 'Souza', ssnLastFour: '0123', dob: '1995-01-21',
      email: 'ana.souza@example.com', username: 'anasouza', password: 'Copper-Kettle-Dawn-6',
    };
    expect(summary(await rowsOf(() => startEnrolment(testApp.app, details)))).toEqual(one(SECURITY_EVENTS.enrolment, 'failure', null, 'no_match'));
    const enrolled = await rowsOf(() => enrol(testApp.app, { ...details, dob: '1995-01-20' }, 'ana.souza@example.com'));
    expect(summary(enrolled)).toEqual(one(SECURITY_EVENTS.enrolment, 'success', await userIdOf('anasouza')));
  });

  it('holds nothing typed: no password, SSN, date of birth, code, token, username or address', async () => {
    const rows = JSON.stringify(await db().selectFrom('security_events').selectAll().execute());
    for (const secret of [DEMO_PASSWORD, 'Typed-Secret-1', 'Wrong-Pass-1', 'Brisk-Harbor-Tide-3', 'nobody-here', '123456789', '987654321', '1985-04-15', '1995-01-20', '127.0.0.1']) {
      expect({ secret, found: rows.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(rows).not.toMatch(/(?<![0-9a-f])\d{6}(?![0-9a-f])/);
  });

  it("shows a borrower their own recent sign-in activity, newest first, and nobody else's", async () => {
    const session = await signIn(testApp.app);
    const response = await testApp.app.inject({ method: 'GET', url: SETTINGS_PATHS.signInActivity, headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const activity = signInActivityResponseSchema.parse(response.json());
    expect(activity[0]).toMatchObject({ event: SECURITY_EVENTS.signIn, outcome: 'success' });
    expect(activity.map((item) => item.event)).toEqual(expect.arrayContaining([SECURITY_EVENTS.passwordChanged, SECURITY_EVENTS.passwordReset, SECURITY_EVENTS.emailChanged]));
    expect(activity.some((item) => item.browser === 'Chrome 131' && item.system === 'Windows 10')).toBe(true);
    // Lookups, enrolments, sign-outs and csrf refusals are the trail's, not the page's; another user's never.
    expect(activity.every((item) => !['account_lookup', 'enrolment', 'sign_out', 'csrf_refused'].includes(item.event))).toBe(true);
    expect(activity.some((item) => item.reason === 'locked')).toBe(false);
    // A refused change (the wrong current password) changed nothing: only sign-ins show their failures.
    expect(activity.filter((item) => item.outcome === 'failure').every((item) => item.event === SECURITY_EVENTS.signIn)).toBe(true);
    const signedOut = await testApp.app.inject({ method: 'GET', url: SETTINGS_PATHS.signInActivity });
    expect(signedOut.statusCode).toBe(401);
  });

  it('writes the row in the transaction of the change: a change that fails leaves no row', async () => {
    const transact = createTransact(db());
    const demo = await userIdOf('demo');
    const before = await db().selectFrom('security_events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    await expect(
      transact(async (trx) => {
        await trx.securityEvents.add({ event: SECURITY_EVENTS.signIn, outcome: 'success', userId: null, ipHash: null, userAgent: null, reason: null });
        // A multi-statement repository write joins the transaction instead of opening another.
        await trx.oneTimeTokens.issue({ tokenHash: 'h'.repeat(64), purpose: 'reset', userId: demo, expiresAt: new Date(Date.now() + 60_000).toISOString() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await db().selectFrom('security_events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect(await db().selectFrom('one_time_tokens').select('id').where('token_hash', '=', 'h'.repeat(64)).executeTakeFirst()).toBeUndefined();
  });

  it('keeps rows for the configured retention only', async () => {
    const repositories = createRepositories(db());
    await repositories.securityEvents.add({
      event: SECURITY_EVENTS.signIn, outcome: 'success', userId: null, ipHash: null, userAgent: null, reason: null,
      occurredAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    const removed = await removeExpiredRows(repositories, { securityEventDays: 30 });
    expect(removed.securityEvents).toBe(1);
    expect((await removeExpiredRows(repositories, { securityEventDays: 30 })).securityEvents).toBe(0);
  });
});
