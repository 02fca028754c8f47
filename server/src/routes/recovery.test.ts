import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaChallengeSchema, errorBodySchema, PORTAL_API_PATHS } from 'shared-contracts';
import { captchaKeys } from '../captcha/altcha.js';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { lastMessageTo, readMailbox } from '../test-support/mailbox.js';
import { postLogin } from '../test-support/portal-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

describe.each(TEST_DIALECTS)('captcha, forgot username and forgot password on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const post = (url: string, payload: Record<string, unknown>) => app().inject({ method: 'POST', url, payload });

  describe('GET /api/captcha/challenge', () => {
    it('answers a new signed ALTCHA v2 challenge each time, expiring in 10 minutes, uncached', async () => {
      const first = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.captchaChallenge });
      const second = await app().inject({ method: 'GET', url: PORTAL_API_PATHS.captchaChallenge });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const challenge = captchaChallengeSchema.parse(first.json());
      expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
      expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 590);
      expect(challenge.parameters.expiresAt).toBeLessThan(Date.now() / 1000 + 610);
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(captchaChallengeSchema.parse(second.json()).parameters.nonce).not.toBe(challenge.parameters.nonce);
    });
  });

  describe('POST /api/send-username', () => {
    it('mails the username and answers the redacted address', async () => {
      const response = await post(PORTAL_API_PATHS.sendUsername, { email: 'Maria.Garcia@example.com', captchaToken: await solvedCaptcha(app()) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'SUCCESS', email: 'M****a@example.com' });
      await testApp.transport.settled();
      const mail = await lastMessageTo(app(), 'maria.garcia@example.com');
      expect(mail.subject).toBe('Your Roadbridge Auto Finance username');
      expect(mail.body).toContain('  demo\n');
    });

    it('answers the same for an address nobody registered, and sends nothing', async () => {
      const before = (await readMailbox(app())).length;
      const response = await post(PORTAL_API_PATHS.sendUsername, { email: 'nobody@example.org', captchaToken: await solvedCaptcha(app()) });
      expect(response.json()).toEqual({ status: 'SUCCESS', email: 'n****y@example.org' });
      await testApp.transport.settled();
      expect(await readMailbox(app())).toHaveLength(before);
    });

    it('takes each solved captcha once', async () => {
      const captchaToken = await solvedCaptcha(app());
      expect((await post(PORTAL_API_PATHS.sendUsername, { email: 'nobody@example.org', captchaToken })).statusCode).toBe(200);
      const replay = await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'demo', captchaToken });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ status: 'CAPTCHA_INVALID', message: expect.any(String) });
    });

    it('refuses a tampered, foreign, expired or unsolved captcha', async () => {
      const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge: { parameters: Record<string, unknown> }; solution: { counter: number; derivedKey: string } };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

      const wrongCounter = decode(await solvedCaptcha(app()));
      wrongCounter.solution.derivedKey = wrongCounter.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const cheaper = decode(await solvedCaptcha(app()));
      cheaper.challenge.parameters.expiresAt = Number(cheaper.challenge.parameters.expiresAt) + 3600;

      const keys = captchaKeys(testApp.secrets.signing);
      const expired = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, expiresAt: Math.floor(Date.now() / 1000) - 1, ...keys });
      const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
      const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, expiresAt: Math.floor(Date.now() / 1000) + 60, hmacSignatureSecret: 'someone-else', hmacKeySignatureSecret: 'someone-else' });
      const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });

      for (const captchaToken of [
        encode(wrongCounter),
        encode(cheaper),
        encode({ challenge: expired, solution: expiredSolution }),
        encode({ challenge: foreign, solution: foreignSolution }),
        encode({ challenge: captchaChallengeSchema.parse((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.captchaChallenge })).json()), solution: { counter: 0, derivedKey: '00' } }),
        'not base64 at all %%%',
        encode({ hello: 'world' }),
      ]) {
        const response = await post(PORTAL_API_PATHS.sendUsername, { email: 'maria.garcia@example.com', captchaToken });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: 'CAPTCHA_INVALID' });
      }
    });

    it.each([
      ['no captcha', { email: 'maria.garcia@example.com' }],
      ['an empty captcha', { email: 'maria.garcia@example.com', captchaToken: '' }],
      ['no e-mail', { captchaToken: 'x' }],
      ['an e-mail that is no address', { email: 'maria', captchaToken: 'x' }],
      ['a 257-character e-mail', { email: `${'m'.repeat(245)}@example.com`, captchaToken: 'x' }],
    ])('answers 400 INVALID for %s', async (_case, payload) => {
      const response = await post(PORTAL_API_PATHS.sendUsername, payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('INVALID');
    });
  });

  describe('POST /api/send-password-reset', () => {
    it('mails a reset link valid 30 minutes, which resets the password once', async () => {
      const response = await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'DEMO', captchaToken: await solvedCaptcha(app()) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'SUCCESS' });
      await testApp.transport.settled();
      const mail = await lastMessageTo(app(), 'maria.garcia@example.com');
      expect(mail.subject).toBe('Reset your Roadbridge Auto Finance password');
      expect(mail.body).toContain('for 30 minutes');
      const token = linkToken(mail.body, 'reset-password');
      const row = await testApp.testDatabase.database.db.selectFrom('one_time_tokens').select(['created_at', 'expires_at']).where('purpose', '=', 'reset').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeGreaterThan(1795_000);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThan(1805_000);

      const reset = () => post(PORTAL_API_PATHS.resetPassword, { token, password: 'Lantern-Meadow-Brook-4' });
      expect((await reset()).json()).toEqual({ status: 'SUCCESS' });
      expect((await reset()).json()).toEqual({ status: 'EXPIRED' });
      expect((await postLogin(app(), 'demo', 'Lantern-Meadow-Brook-4')).json()).toMatchObject({ status: 'OK' });
    });

    it('answers SUCCESS for an unknown username too, and sends nothing', async () => {
      const before = (await readMailbox(app())).length;
      const response = await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'no-such-user', captchaToken: await solvedCaptcha(app()) });
      expect(response.json()).toEqual({ status: 'SUCCESS' });
      await testApp.transport.settled();
      expect(await readMailbox(app())).toHaveLength(before);
    });

    it.each([
      ['no captcha', { username: 'demo' }],
      ['a 257-character username', { username: 'u'.repeat(257), captchaToken: 'x' }],
      ['an array for the username', { username: ['demo'], captchaToken: 'x' }],
    ])('answers 400 INVALID for %s', async (_case, payload) => {
      expect((await post(PORTAL_API_PATHS.sendPasswordReset, payload)).statusCode).toBe(400);
    });
  });
});
