import { errorBodySchema, PORTAL_API_PATHS } from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { createRepositories } from '../db/repositories.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { lastMessageTo, readMailbox } from '../test-support/mailbox.js';
import { cookieHeader, cookiesOf, postLogin, signIn, signedInHeaders } from '../test-support/portal-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { isoAfterSeconds } from '../time.js';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { enrol, lastCodeTo, startEnrolment } from '../test-support/enrolment-client.js';

const ANA = {
  accountNumber: '3052718845',
  lastName: 'Souza',
  ssnLastFour: '0123',
  dob: '1995-01-20',
  email: 'Ana.Souza@example.com',
  username: 'ana.souza',
  password: 'Tall-Maple-Orbit-42',
};

describe.each(TEST_DIALECTS)('enrolment, e-mail verification and passwords on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const repos = () => createRepositories(testApp.testDatabase.database.db);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const statusOf = (response: { json(): unknown }) => (response.json() as { status: string }).status;

  describe('POST /api/create-account, /send-code and /confirm (docs/decisions/032: a code to the loan on file)', () => {
    const ANA_ON_FILE = { email: 'ana.souza@example.com', phone: '+12025550188' };
    const start = (details: typeof ANA) => startEnrolment(app(), details);

    it.each([
      ['an unknown account number', { accountNumber: '9999999999' }],
      ['another last name', { lastName: 'Garcia' }],
      ['other SSN digits', { ssnLastFour: '6789' }],
      ['another date of birth', { dob: '1995-01-21' }],
    ])('answers INVALID for %s', async (_case, change) => {
      const response = await post(PORTAL_API_PATHS.createAccount, { ...ANA, ...change, captchaToken: await solvedCaptcha(app()) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'INVALID' });
    });

    it('answers an enrolled loan as it answers wrong details, and tells its owner at the address on file', async () => {
      const before = (await readMailbox(app())).length;
      expect(await start({ ...ANA, accountNumber: '3052718841', lastName: 'garcía', ssnLastFour: '6789', dob: '1985-04-15' })).toEqual({ status: 'INVALID' });
      await testApp.transport.settled();
      const mail = await lastMessageTo(app(), 'maria.garcia@example.com');
      expect((await readMailbox(app())).length).toBe(before + 1);
      expect(mail.subject).toBe('Your loan already has online access at Roadbridge Auto Finance');
      expect(mail.body).toContain('with the username demo');
    });

    it('refuses a form without a solved captcha', async () => {
      const response = await post(PORTAL_API_PATHS.createAccount, { ...ANA, captchaToken: 'not-a-solution' });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('CAPTCHA_INVALID');
    });

    it('answers USERNAME_TAKEN for a username in use, in any case', async () => {
      expect(await start({ ...ANA, username: 'DEMO' })).toEqual({ status: 'USERNAME_TAKEN' });
    });

    it.each(['password123', 'Password123', 'iloveyou1', 'ana.souza'])('answers COMMON_PASSWORD for %s', async (password) => {
      expect(await start({ ...ANA, password })).toEqual({ status: 'COMMON_PASSWORD' });
    });

    it.each([
      ['a 7-character password', { password: 'Short-1' }],
      ['a 257-character password', { password: 'p'.repeat(257) }],
      ['an e-mail that is no address', { email: 'ana at example.com' }],
      ['a 257-character e-mail', { email: `${'a'.repeat(245)}@example.com` }],
      ['five SSN digits', { ssnLastFour: '01234' }],
      ['a date that does not exist', { dob: '1995-02-30' }],
      ['a date in MM/DD/YYYY', { dob: '01/20/1995' }],
      ['a 101-character last name', { lastName: 'S'.repeat(101) }],
      ['a username with a space', { username: 'ana souza' }],
      ['letters in the account number', { accountNumber: '30527A8845' }],
    ])('answers 400 INVALID for %s', async (_case, change) => {
      const response = await post(PORTAL_API_PATHS.createAccount, { ...ANA, ...change, captchaToken: 'unchecked' });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('INVALID');
    });

    it('sends the code in the asking page’s language: there is no user yet whose saved language could decide', async () => {
      const started = await start(ANA);
      if (started.status !== 'CODE_REQUIRED') throw new Error('no token');
      const sendOn = async (locale?: string) => {
        const body = { token: started.token, sendTo: 'sms', ...(locale ? { locale } : {}) };
        expect((await post(PORTAL_API_PATHS.createAccountSendCode, body)).json()).toEqual({ status: 'SUCCESS' });
        return (await lastMessageTo(app(), ANA_ON_FILE.phone)).body;
      };
      expect(await sendOn('es-US')).toMatch(/su código de verificación es \d{6}/);
      expect(await sendOn('pt-BR')).toMatch(/seu código de verificação é \d{6}/);
      expect(await sendOn()).toMatch(/your verification code is \d{6}/);
      expect((await post(PORTAL_API_PATHS.createAccountSendCode, { token: started.token, sendTo: 'sms', locale: 'fr-FR' })).statusCode).toBe(400);
    });

    it('creates nothing without the code: the answers name where it can go, masked, and a wrong code or a lookup token does not pass', async () => {
      const started = await start(ANA);
      expect(started).toEqual({
        status: 'CODE_REQUIRED',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        maskedCodeOptions: [
          { key: 'email', display: 'a****a@example.com' },
          { key: 'sms', display: '***-***-0188' },
        ],
      });
      if (started.status !== 'CODE_REQUIRED') throw new Error('no token');
      expect(await repos().users.findByUsername(ANA.username)).toBeNull();
      expect((await post(PORTAL_API_PATHS.createAccountSendCode, { token: started.token, sendTo: 'sms' })).json()).toEqual({ status: 'SUCCESS' });
      const code = await lastCodeTo(app(), ANA_ON_FILE.phone);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code: wrong })).json()).toEqual({ status: 'INVALID' });
      // The lookup's own step 3 does not take an enrolment's token, nor the enrolment a lookup's.
      expect((await post(PORTAL_API_PATHS.lookupAccountStep3, { token: started.token, code })).json()).toEqual({ status: 'EXPIRED' });
      expect(await repos().users.findByUsername(ANA.username)).toBeNull();
      // Four more wrong codes end it: even the right one is then too late.
      for (let attempt = 0; attempt < 4; attempt += 1) await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code: wrong });
      expect((await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code })).json()).toEqual({ status: 'EXPIRED' });
      expect(await repos().users.findByUsername(ANA.username)).toBeNull();
    });

    it('with the code, creates an unverified user and mails the link /verify-email-{token}, which verifies exactly once', async () => {
      expect(await enrol(app(), ANA, ANA_ON_FILE.email)).toBe('SUCCESS');
      expect((await postLogin(app(), ANA.username, ANA.password)).json()).toEqual({ status: 'NOTVERIFIED' });

      const mail = await lastMessageTo(app(), ANA.email);
      expect(mail).toMatchObject({ channel: 'mail', subject: 'Verify your e-mail address for Roadbridge Auto Finance' });
      expect(mail.body).toContain('http://localhost:80/verify-email-');
      const token = linkToken(mail.body, 'verify-email');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash of the token is stored.
      const stored = await testApp.testDatabase.database.db.selectFrom('one_time_tokens').select('token_hash').execute();
      expect(JSON.stringify(stored)).not.toContain(token);
      // The pending access (its password hash) is gone once the user exists; an abandoned one goes when it expires.
      const db = testApp.testDatabase.database.db;
      const finished = db.selectFrom('account_lookups').select('id').where('completed_at', 'is not', null);
      expect(await db.selectFrom('pending_enrolments').selectAll().where('lookup_id', 'in', finished).execute()).toEqual([]);
      expect(await repos().accountLookups.deleteExpired(new Date(Date.now() + 16 * 60_000))).toBeGreaterThan(0);
      expect(await db.selectFrom('pending_enrolments').selectAll().execute()).toEqual([]);

      expect((await post(PORTAL_API_PATHS.verifyEmail, { token })).json()).toEqual({ status: 'SUCCESS' });
      expect((await post(PORTAL_API_PATHS.verifyEmail, { token })).json()).toEqual({ status: 'EXPIRED' });
      expect((await postLogin(app(), ANA.username, ANA.password)).json()).toMatchObject({ status: 'CODE_REQUIRED' });
      expect(await start({ ...ANA, username: 'ana2' })).toEqual({ status: 'INVALID' });
    });
  });

  describe('POST /api/verify-email', () => {
    it.each([
      ['an unknown token', { token: newToken() }],
      ['an expired token', null],
    ])('answers EXPIRED for %s', async (_case, payload) => {
      let body = payload;
      if (!body) {
        const token = newToken();
        const user = await repos().users.findByUsername('unverified');
        await repos().oneTimeTokens.issue({ tokenHash: sha256Hex(token), purpose: 'verify', userId: user?.id ?? 0, expiresAt: isoAfterSeconds(-1) });
        body = { token };
      }
      expect((await post(PORTAL_API_PATHS.verifyEmail, body)).json()).toEqual({ status: 'EXPIRED' });
    });

    it('does not take a reset token for a verification token', async () => {
      const token = newToken();
      const user = await repos().users.findByUsername('unverified');
      await repos().oneTimeTokens.issue({ tokenHash: sha256Hex(token), purpose: 'reset', userId: user?.id ?? 0, expiresAt: isoAfterSeconds(600) });
      expect((await post(PORTAL_API_PATHS.verifyEmail, { token })).json()).toEqual({ status: 'EXPIRED' });
    });

    it.each([{}, { token: 'short' }, { token: 'x'.repeat(129) }, { token: 'not/a/token/at/all/!' }, { token: 42 }])('answers 400 for %j', async (body) => {
      expect((await post(PORTAL_API_PATHS.verifyEmail, body)).statusCode).toBe(400);
    });
  });

  describe('GET /api/verify-email-resend', () => {
    it('resends the link after a NOTVERIFIED login in the same browser; the newest link alone works', async () => {
      const login = await postLogin(app(), 'unverified');
      expect(login.json()).toEqual({ status: 'NOTVERIFIED' });
      const cookie = cookieHeader(cookiesOf(login));
      const first = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.verifyEmailResend, headers: { cookie } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'SUCCESS' });
      const firstToken = linkToken((await lastMessageTo(app(), 'james.wilson@example.com')).body, 'verify-email');
      await app().inject({ method: 'GET', url: PORTAL_API_PATHS.verifyEmailResend, headers: { cookie } });
      const secondToken = linkToken((await lastMessageTo(app(), 'james.wilson@example.com')).body, 'verify-email');
      expect(secondToken).not.toBe(firstToken);
      expect((await post(PORTAL_API_PATHS.verifyEmail, { token: firstToken })).json()).toEqual({ status: 'EXPIRED' });
      expect((await post(PORTAL_API_PATHS.verifyEmail, { token: secondToken })).json()).toEqual({ status: 'SUCCESS' });
      expect((await postLogin(app(), 'unverified')).json()).toMatchObject({ status: 'OK' });
      // Verified now: the call answers SUCCESS and sends nothing more.
      const count = (await readMailbox(app())).length;
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.verifyEmailResend, headers: { cookie } })).json()).toEqual({ status: 'SUCCESS' });
      expect(await readMailbox(app())).toHaveLength(count);
    });

    it.each([
      ['no cookie', ''],
      ['an unsigned cookie naming a user', 'rb_verify_resend=1.9999999999'],
      ['a cookie with a forged signature', 'rb_verify_resend=1.9999999999.Zm9yZ2Vk'],
    ])('answers 400 EXPIRED with %s, and sends nothing', async (_case, cookie) => {
      const count = (await readMailbox(app())).length;
      const response = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.verifyEmailResend, headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'EXPIRED', message: expect.any(String) });
      expect(await readMailbox(app())).toHaveLength(count);
    });
  });

  describe('POST /api/reset-password', () => {
    async function resetToken(username: string, expiresInSeconds = 1800): Promise<string> {
      const token = newToken();
      const user = await repos().users.findByUsername(username);
      await repos().oneTimeTokens.issue({ tokenHash: sha256Hex(token), purpose: 'reset', userId: user?.id ?? 0, expiresAt: isoAfterSeconds(expiresInSeconds) });
      return token;
    }

    it('refuses a common password and keeps the link usable; then sets the password, unlocks, ends sessions, does not sign in', async () => {
      const token = await resetToken('locked');
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: 'qwertyuiop' })).json()).toEqual({ status: 'COMMON_PASSWORD' });

      const response = await post(PORTAL_API_PATHS.resetPassword, { token, password: 'Quiet-River-Lamp-7' });
      expect(response.json()).toEqual({ status: 'SUCCESS' });
      expect(cookiesOf(response)).toEqual({});
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: 'Other-Quiet-Lamp-8' })).json()).toEqual({ status: 'EXPIRED' });
      expect((await postLogin(app(), 'locked')).json()).toEqual({ status: 'INVALID' });
      expect((await postLogin(app(), 'locked', 'Quiet-River-Lamp-7')).json()).toMatchObject({ status: 'OK' });

      await testApp.transport.settled();
      expect((await lastMessageTo(app(), 'linda.chen@example.com')).subject).toBe('Your Roadbridge Auto Finance password was changed');
    });

    it('ends every session of the user', async () => {
      const session = await signIn(app(), 'chargedoff');
      const token = await resetToken('chargedoff');
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: 'ChargedOff' })).json()).toEqual({ status: 'COMMON_PASSWORD' });
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: 'Velvet-Canyon-Road-5' })).json()).toEqual({ status: 'SUCCESS' });
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } })).statusCode).toBe(401);
    });

    it('answers EXPIRED for an expired, unknown or verification token', async () => {
      expect((await post(PORTAL_API_PATHS.resetPassword, { token: await resetToken('demo', -1), password: 'Quiet-River-Lamp-7' })).json()).toEqual({ status: 'EXPIRED' });
      expect((await post(PORTAL_API_PATHS.resetPassword, { token: newToken(), password: 'Quiet-River-Lamp-7' })).json()).toEqual({ status: 'EXPIRED' });
    });

    it('answers 400 for a password under 8 or over 256 characters', async () => {
      const token = await resetToken('unverified');
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: '1234567' })).statusCode).toBe(400);
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: 'x'.repeat(257) })).statusCode).toBe(400);
      // 256 characters of anything, spaces and emoji included, are fine: no composition rules.
      expect((await post(PORTAL_API_PATHS.resetPassword, { token, password: `${'correct horse 🐎 '.repeat(16)}`.slice(0, 256) })).json()).toEqual({ status: 'SUCCESS' });
    });
  });

  describe('POST /api/change-password', () => {
    it('needs a session (401) and its csrf token (403)', async () => {
      const body = { currentPassword: DEMO_PASSWORD, newPassword: 'Brisk-Harbor-Tide-3' };
      expect((await post(PORTAL_API_PATHS.changePassword, body)).statusCode).toBe(401);
      const session = await signIn(app());
      expect((await post(PORTAL_API_PATHS.changePassword, body, { cookie: session.cookie })).statusCode).toBe(403);
    });

    it('answers INVALID for a wrong current password and COMMON_PASSWORD for a common new one', async () => {
      const session = await signIn(app());
      expect(statusOf(await post(PORTAL_API_PATHS.changePassword, { currentPassword: 'wrong-one', newPassword: 'Brisk-Harbor-Tide-3' }, signedInHeaders(session)))).toBe('INVALID');
      expect(statusOf(await post(PORTAL_API_PATHS.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: 'sunshine1' }, signedInHeaders(session)))).toBe('COMMON_PASSWORD');
    });

    it('changes the password, keeps this session under a new id, ends the others and mails a notice', async () => {
      const current = await signIn(app());
      const other = await signIn(app());
      const response = await post(PORTAL_API_PATHS.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: 'Brisk-Harbor-Tide-3' }, signedInHeaders(current));
      expect(response.json()).toEqual({ status: 'SUCCESS' });
      expect(response.headers['cache-control']).toBe('no-store');
      // Decision 004: the session goes on with a new id (a copy of the old cookie is worthless) and the same
      // csrf token, so the page's next call needs nothing new.
      const renewed = cookieHeader(cookiesOf(response));
      expect(renewed).toMatch(/rb_session=/);
      expect(renewed).not.toBe(current.cookie);
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: renewed } })).statusCode).toBe(200);
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { cookie: renewed } })).json()).toEqual({ authenticated: true, csrf: current.csrf });
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: current.cookie } })).statusCode).toBe(401);
      expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: other.cookie } })).statusCode).toBe(401);
      expect((await postLogin(app(), 'demo')).json()).toEqual({ status: 'INVALID' });
      expect((await postLogin(app(), 'demo', 'Brisk-Harbor-Tide-3')).json()).toMatchObject({ status: 'OK' });
      await testApp.transport.settled();
      expect((await lastMessageTo(app(), 'maria.garcia@example.com')).subject).toBe('Your Roadbridge Auto Finance password was changed');
    });
  });
});
