import { errorBodySchema, lookupStep1ResponseSchema, PORTAL_API_PATHS } from 'shared-contracts';
import { sha256Hex } from '../security/tokens.js';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { readMailbox } from '../test-support/mailbox.js';
import { describeTestApp } from '../test-support/test-app.js';

const MARIA = { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '1985-04-15' };

describeTestApp('forgot account number (lookup steps 1-3)', {}, (suite) => {
  const app = () => suite.app;
  const { db } = suite;
  const post = (url: string, payload: Record<string, unknown>) => app().inject({ method: 'POST', url, payload });
  // Each step 1 spends a solved captcha (docs/decisions/007), unless the test sends its own.
  const step1 = async (body: Record<string, unknown> = MARIA) =>
    post(PORTAL_API_PATHS.lookupAccountStep1, { captchaToken: await solvedCaptcha(app()), ...body });
  const step2 = (token: string, sendTo: string) => post(PORTAL_API_PATHS.lookupAccountStep2, { token, sendTo });
  const step3 = (token: string, code: string) => post(PORTAL_API_PATHS.lookupAccountStep3, { token, code });

  async function startLookup(body: Record<string, unknown> = MARIA): Promise<string> {
    return lookupStep1ResponseSchema.parse((await step1(body)).json()).token;
  }

  /** The code of the newest message to `to`. */
  async function codeSentTo(to: string): Promise<string> {
    const message = (await readMailbox(app())).find((entry) => entry.to === to);
    const code = /verification code is (\d{6})/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('step 1', () => {
    it('finds Maria Garcia by name, SSN and date of birth, and answers a token and the masked ways to send a code', async () => {
      const response = await step1({ ...MARIA, firstName: '  maría ', lastName: 'GARCIA' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        status: 'SUCCESS',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        maskedCodeOptions: [
          { key: 'email', display: 'm****a@example.com' },
          { key: 'sms', display: '***-***-0147' },
        ],
      });
      expect(response.body).not.toContain(MARIA.ssn);
      expect(response.body).not.toContain(MARIA.dob);
    });

    it('needs a solved captcha, spent once, before it looks at the identity (docs/decisions/007)', async () => {
      const missing = await post(PORTAL_API_PATHS.lookupAccountStep1, MARIA);
      expect(missing.statusCode).toBe(400);
      expect(errorBodySchema.parse(missing.json()).status).toBe('INVALID');
      const unsolved = await step1({ ...MARIA, captchaToken: 'not-a-solution' });
      expect(unsolved.statusCode).toBe(400);
      expect(errorBodySchema.parse(unsolved.json()).status).toBe('CAPTCHA_INVALID');
      const captchaToken = await solvedCaptcha(app());
      expect((await step1({ ...MARIA, captchaToken })).statusCode).toBe(200);
      const replayed = await step1({ ...MARIA, captchaToken });
      expect(errorBodySchema.parse(replayed.json()).status).toBe('CAPTCHA_INVALID');
      expect(replayed.body).not.toContain('token');
    });

    it('offers only e-mail for a borrower without a phone on file', async () => {
      const response = await step1({ firstName: 'James', lastName: 'Wilson', ssn: '234567890', dob: '1990-09-02' });
      expect((response.json() as { maskedCodeOptions: unknown }).maskedCodeOptions).toEqual([{ key: 'email', display: 'j****n@example.com' }]);
    });

    it.each([
      ['another SSN', { ssn: '123456780' }],
      ['another date of birth', { dob: '1985-04-16' }],
      ['another first name', { firstName: 'Mario' }],
      ['another last name', { lastName: 'Souza' }],
    ])('answers HTTP 400 INVALID for %s, echoing nothing', async (_case, change) => {
      const response = await step1({ ...MARIA, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'INVALID', message: 'The account data is not valid' });
    });

    it.each([
      ['an SSN with dashes', { ssn: '123-45-6789' }],
      ['an eight-digit SSN', { ssn: '12345678' }],
      ['an SSN as a number', { ssn: 123456789 }],
      ['a date of birth as MM/DD/YYYY', { dob: '04/15/1985' }],
      ['a date of birth that does not exist', { dob: '1985-02-29' }],
      ['a date of birth in the future', { dob: '2999-01-01' }],
      ['a 101-character first name', { firstName: 'M'.repeat(101) }],
      ['an empty last name', { lastName: '   ' }],
      ['no date of birth', { dob: undefined }],
    ])('answers HTTP 400 INVALID for %s, echoing neither SSN nor date of birth', async (_case, change) => {
      const response = await step1({ ...MARIA, ...change });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('INVALID');
      expect(response.body).not.toContain('123-45-6789');
      expect(response.body).not.toContain('04/15/1985');
      expect(response.body).not.toContain(MARIA.ssn);
    });
  });

  describe('steps 2 and 3', () => {
    it('sends a six-digit code by e-mail and answers the account number for it, once', async () => {
      const token = await startLookup();
      expect((await step2(token, 'email')).json()).toEqual({ status: 'SUCCESS' });
      const code = await codeSentTo('maria.garcia@example.com');
      expect(code).toMatch(/^\d{6}$/);
      // Stored as a keyed hash only.
      const stored = await db().selectFrom('lookup_codes').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(code);

      const response = await step3(token, code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'SUCCESS', account: '3052718841' });
      expect((await step3(token, code)).json()).toEqual({ status: 'EXPIRED' });
      expect((await step2(token, 'email')).json()).toEqual({ status: 'EXPIRED' });
    });

    it('sends the code by text message to the phone on file', async () => {
      const token = await startLookup();
      expect((await step2(token, 'sms')).json()).toEqual({ status: 'SUCCESS' });
      const message = (await readMailbox(app())).find((entry) => entry.to === '+12025550147');
      expect(message).toMatchObject({ channel: 'sms', subject: null });
      const code = /verification code is (\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
      expect((await step3(token, code)).json()).toEqual({ status: 'SUCCESS', account: '3052718841' });
    });

    it('answers INVALID for sms when no phone is on file', async () => {
      const token = await startLookup({ firstName: 'James', lastName: 'Wilson', ssn: '234567890', dob: '1990-09-02' });
      expect((await step2(token, 'sms')).json()).toEqual({ status: 'INVALID' });
    });

    it('binds codes to their lookup', async () => {
      const first = await startLookup();
      const second = await startLookup();
      await step2(first, 'email');
      const code = await codeSentTo('maria.garcia@example.com');
      expect((await step3(second, code)).json()).toEqual({ status: 'INVALID' });
      expect((await step3(first, code)).json()).toEqual({ status: 'SUCCESS', account: '3052718841' });
    });

    it('allows five tries; a new code keeps the count and makes the old one useless', async () => {
      const token = await startLookup();
      await step2(token, 'email');
      const oldCode = await codeSentTo('maria.garcia@example.com');
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await step3(token, wrong(oldCode))).json()).toEqual({ status: 'INVALID' });
      await step2(token, 'email');
      const newCode = await codeSentTo('maria.garcia@example.com');
      if (newCode !== oldCode) expect((await step3(token, oldCode)).json()).toEqual({ status: 'INVALID' });
      else expect((await step3(token, wrong(newCode))).json()).toEqual({ status: 'INVALID' });
      expect((await step3(token, wrong(newCode))).json()).toEqual({ status: 'INVALID' });
      // Five tries used: even the right code no longer helps, and the lookup is over.
      expect((await step3(token, newCode)).json()).toEqual({ status: 'EXPIRED' });
      expect((await step2(token, 'email')).json()).toEqual({ status: 'EXPIRED' });
    });

    it('refuses a code after its 10 minutes', async () => {
      const token = await startLookup();
      await step2(token, 'email');
      const code = await codeSentTo('maria.garcia@example.com');
      const lookup = await db().selectFrom('account_lookups').select(['id', 'expires_at', 'created_at']).where('token_hash', '=', sha256Hex(token)).executeTakeFirstOrThrow();
      const row = await db().selectFrom('lookup_codes').select(['created_at', 'expires_at']).where('lookup_id', '=', lookup.id).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeGreaterThan(595_000);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThan(605_000);
      await db().updateTable('lookup_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('lookup_id', '=', lookup.id).execute();
      expect((await step3(token, code)).json()).toEqual({ status: 'INVALID' });
    });

    it('answers EXPIRED once the lookup token expired, and for unknown tokens', async () => {
      const token = await startLookup();
      await db().updateTable('account_lookups').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', sha256Hex(token)).execute();
      expect((await step2(token, 'email')).json()).toEqual({ status: 'EXPIRED' });
      expect((await step3(token, '123456')).json()).toEqual({ status: 'EXPIRED' });
      expect((await step2('A'.repeat(43), 'email')).json()).toEqual({ status: 'EXPIRED' });
    });

    it('sends at most five codes per lookup (429 with Retry-After)', async () => {
      const token = await startLookup();
      for (let send = 0; send < 5; send += 1) expect((await step2(token, 'sms')).json()).toEqual({ status: 'SUCCESS' });
      const sixth = await step2(token, 'sms');
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(sixth.json()).toEqual({ status: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    });

    it.each([
      ['step 2', PORTAL_API_PATHS.lookupAccountStep2, { token: 'short', sendTo: 'email' }],
      ['step 2', PORTAL_API_PATHS.lookupAccountStep2, { token: 'A'.repeat(43), sendTo: 'fax' }],
      ['step 3', PORTAL_API_PATHS.lookupAccountStep3, { token: 'A'.repeat(43), code: '12345' }],
      ['step 3', PORTAL_API_PATHS.lookupAccountStep3, { token: 'A'.repeat(43), code: '1234567' }],
      ['step 3', PORTAL_API_PATHS.lookupAccountStep3, { token: 'A'.repeat(43), code: 'abcdef' }],
      ['step 3', PORTAL_API_PATHS.lookupAccountStep3, { token: 'A'.repeat(43), code: 123456 }],
    ])('%s answers HTTP 400 INVALID for malformed data %#', async (_step, url, body) => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('INVALID');
    });
  });
});
