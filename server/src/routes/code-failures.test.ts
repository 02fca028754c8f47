import {
  CODE_FAILURE_LIMITS,
  PORTAL_API_PATHS,
  SECURITY_EVENT_REASONS,
  createAccountResponseSchema,
  loginResponseSchema,
  lookupStep1ResponseSchema,
} from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { lastCodeTo, startEnrolment } from '../test-support/enrolment-client.js';
import { lastMessageTo, readMailbox } from '../test-support/mailbox.js';
import { postLogin } from '../test-support/portal-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * Codes per person (docs/decisions/050): each challenge's five tries start again with every right password (or
 * every new lookup or enrolment), so wrong codes are also counted per user (sign-in) and per loan (lookup,
 * enrolment) across challenges. The tenth wrong one in a day closes that step for a day (429 with Retry-After) and
 * mails the contact on file; only a right code starts the count again. A password reset ends open sign-ins, and a
 * code that comes back while the sign-in is locked answers LOCKED.
 */

const DAY_SECONDS = CODE_FAILURE_LIMITS.closedHours * 60 * 60;
const MARIA = { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '1985-04-15' };
const MARIA_EMAIL = 'maria.garcia@example.com';
const ANA = {
  accountNumber: '3052718845', lastName: 'Souza', ssnLastFour: '0123', dob: '1995-01-20',
  email: 'ana.new@example.com', username: 'ana.souza', password: 'Tall-Maple-Orbit-42',
};
const ANA_ON_FILE = 'ana.souza@example.com';

/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(TEST_DIALECTS)('wrong codes counted per person on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The demo users take the code step too, as every user does in production.
    testApp = await createTestApp({ dialect, env: { DEMO_SECOND_FACTOR: 'on' } });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const db = () => testApp.testDatabase.database.db;
  const post = (url: string, payload: object) => app().inject({ method: 'POST', url, payload });
  const closedMailsTo = async (to: string) => (await readMailbox(app())).filter((entry) => entry.to === to && /paused/.test(entry.subject ?? '')).length;

  /** A right password: the token of its code step, with one code sent by e-mail (answers the code). */
  async function signInChallenge(username: string): Promise<{ token: string; code: string }> {
    const answer = loginResponseSchema.parse((await postLogin(app(), username, DEMO_PASSWORD)).json());
    if (answer.status !== 'CODE_REQUIRED') throw new Error(`login answered ${answer.status}`);
    expect((await post(PORTAL_API_PATHS.loginSendCode, { token: answer.token, sendTo: 'email' })).json()).toEqual({ status: 'SUCCESS' });
    const to = (await db().selectFrom('users').select('email').where('username', '=', username).executeTakeFirstOrThrow()).email;
    return { token: answer.token, code: await lastCodeTo(app(), to) };
  }
  const verify = (token: string, code: string) => post(PORTAL_API_PATHS.loginVerify, { token, code, rememberDevice: false });

  it('sign-in: the eleventh wrong code in a day, across three challenges, is refused with Retry-After and the owner is mailed', async () => {
    const mailsBefore = await closedMailsTo(MARIA_EMAIL);
    // 4 + 4 + 2 wrong codes: no challenge runs out of its own five tries, the user does of ten.
    for (const wrongCodes of [4, 4, 2]) {
      const { token, code } = await signInChallenge('demo');
      for (let i = 0; i < wrongCodes; i += 1) expect((await verify(token, otherThan(code))).json()).toEqual({ status: 'INVALID' });
      if (wrongCodes === 2) {
        // The eleventh, even the right code, is refused: the step is closed for a day.
        const refused = await verify(token, code);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY_SECONDS - 60);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(DAY_SECONDS);
        // No more codes are sent either, to this challenge or a new one.
        expect((await post(PORTAL_API_PATHS.loginSendCode, { token, sendTo: 'email' })).statusCode).toBe(429);
      }
    }
    await testApp.transport.settled();
    expect(await closedMailsTo(MARIA_EMAIL)).toBe(mailsBefore + 1);
    expect((await lastMessageTo(app(), MARIA_EMAIL)).body).toContain('10 wrong verification codes');
    const refusals = await db()
      .selectFrom('security_events')
      .select('reason')
      .where('event', '=', 'sign_in')
      .where('reason', '=', SECURITY_EVENT_REASONS.codesLocked)
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(1);
  });

  it('sign-in: a right code starts the count again; nine wrong ones before it do not close the step', async () => {
    for (const wrongCodes of [5, 4]) {
      const { token, code } = await signInChallenge('chargedoff');
      for (let i = 0; i < wrongCodes; i += 1) await verify(token, otherThan(code));
    }
    const user = await db().selectFrom('users').select('id').where('username', '=', 'chargedoff').executeTakeFirstOrThrow();
    const count = () => db().selectFrom('code_failures').select('failures').where('purpose', '=', 'sign_in').where('subject_id', '=', user.id).executeTakeFirst();
    expect(await count()).toEqual({ failures: 9 });
    const { token, code } = await signInChallenge('chargedoff');
    expect((await verify(token, code)).json()).toMatchObject({ status: 'OK' });
    expect(await count()).toBeUndefined();
    const next = await signInChallenge('chargedoff');
    expect((await verify(next.token, otherThan(next.code))).json()).toEqual({ status: 'INVALID' });
    expect(await count()).toEqual({ failures: 1 });
  });

  it('a password reset ends an open sign-in challenge: its right code answers EXPIRED', async () => {
    const { token, code } = await signInChallenge('demo2');
    const email = 'daniel.okafor@example.com';
    await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'demo2', captchaToken: await solvedCaptcha(app()) });
    await testApp.transport.settled();
    const resetToken = linkToken((await lastMessageTo(app(), email)).body, 'reset-password');
    expect((await post(PORTAL_API_PATHS.resetPassword, { token: resetToken, password: 'Quiet-Harbor-Lamp-8' })).json()).toEqual({ status: 'SUCCESS' });
    expect((await verify(token, code)).json()).toEqual({ status: 'EXPIRED' });
  });

  it('a code that comes back while the sign-in is locked answers LOCKED, not a session', async () => {
    const { token, code } = await signInChallenge('chargedoff');
    // Five wrong passwords lock it; past the third each carries a solved captcha, as the dialog's would (decision 049).
    for (let i = 0; i < 5; i += 1) await postLogin(app(), 'chargedoff', 'Not-The-Password-1', {}, await solvedCaptcha(app()));
    const answer = await verify(token, code);
    expect(answer.json()).toEqual({ status: 'LOCKED' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('forgot account number: the eleventh wrong code for a loan, across three lookups, is refused and the loan is mailed', async () => {
    const mailsBefore = await closedMailsTo(MARIA_EMAIL);
    for (const wrongCodes of [4, 4, 2]) {
      const started = await post(PORTAL_API_PATHS.lookupAccountStep1, { ...MARIA, captchaToken: await solvedCaptcha(app()) });
      const { token } = lookupStep1ResponseSchema.parse(started.json());
      await post(PORTAL_API_PATHS.lookupAccountStep2, { token, sendTo: 'email' });
      const code = await lastCodeTo(app(), MARIA_EMAIL);
      for (let i = 0; i < wrongCodes; i += 1) expect((await post(PORTAL_API_PATHS.lookupAccountStep3, { token, code: otherThan(code) })).json()).toEqual({ status: 'INVALID' });
      if (wrongCodes === 2) {
        const refused = await post(PORTAL_API_PATHS.lookupAccountStep3, { token, code });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY_SECONDS - 60);
      }
    }
    await testApp.transport.settled();
    expect(await closedMailsTo(MARIA_EMAIL)).toBe(mailsBefore + 1);
  });

  it('enrolment: the eleventh wrong code for a loan, across three enrolments, is refused and the loan is mailed', async () => {
    for (const wrongCodes of [4, 4, 2]) {
      const started = createAccountResponseSchema.parse(await startEnrolment(app(), ANA));
      if (started.status !== 'CODE_REQUIRED') throw new Error(started.status);
      await post(PORTAL_API_PATHS.createAccountSendCode, { token: started.token, sendTo: 'email' });
      const code = await lastCodeTo(app(), ANA_ON_FILE);
      for (let i = 0; i < wrongCodes; i += 1) {
        expect((await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code: otherThan(code) })).json()).toEqual({ status: 'INVALID' });
      }
      if (wrongCodes === 2) {
        const refused = await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY_SECONDS - 60);
        expect((await post(PORTAL_API_PATHS.createAccountSendCode, { token: started.token, sendTo: 'email' })).statusCode).toBe(429);
      }
    }
    await testApp.transport.settled();
    expect(await closedMailsTo(ANA_ON_FILE)).toBe(1);
    // Nothing was enrolled.
    expect(await db().selectFrom('users').select('id').where('username', '=', ANA.username).executeTakeFirst()).toBeUndefined();
  });
});
