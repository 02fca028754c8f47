import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_FIELDS,
  PORTAL_API_PATHS,
  SETTINGS_FIELD_ISSUES,
  SETTINGS_PATHS,
  accountDetailsSchema,
  endOtherSessionsResponseSchema,
  settingsSchema,
  userSessionsResponseSchema,
  withId,
} from 'shared-contracts';
import { lastMessageTo, readMailbox } from '../test-support/mailbox.js';
import { cookieHeader, cookiesOf, postLogin, signIn, signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { describeUserAgent, usPhoneToE164 } from '../settings/settings-service.js';

/*
 * Settings (spec 2.4 `/account/settings`) against the real server: each call, the e-mail change applied only by
 * its link, paperless and text alerts as the account details show them, the language of the mail and text
 * messages, and the signed-in devices (one ended, every other ended, demo2 refused demo's).
 */

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('settings helpers', () => {
  it('reads every common US form of a phone number as E.164, and nothing else', () => {
    for (const typed of ['(202) 555-0199', '202-555-0199', '202.555.0199', '+1 202 555 0199', '1-202-555-0199', '2025550199', ' 202 555 0199 ']) {
      expect(usPhoneToE164(typed)).toBe('+12025550199');
    }
    for (const typed of ['123-456-7890', '555-0199', '+44 20 7946 0958', '+1 604 555 0199', '', 'call me']) expect(usPhoneToE164(typed)).toBeNull();
  });

  it('names the browser and the system of a user agent', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', system: 'Windows 10' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari 18', system: 'iOS 18.1' });
    expect(describeUserAgent('lightMyRequest')).toEqual({ browser: null, system: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
  });
});

describe.each(TEST_DIALECTS)('the settings calls on %s', (dialect) => {
  let testApp: TestApp;
  let demo: SignedIn;
  let demo2: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
    demo = await signInWith('demo', CHROME_WINDOWS);
    demo2 = await signIn(testApp.app, 'demo2');
  });
  afterAll(() => testApp.close());

  async function signInWith(username: string, userAgent: string): Promise<SignedIn> {
    const response = await postLogin(testApp.app, username, undefined, { 'user-agent': userAgent });
    const body = response.json() as { status: string; csrf: string };
    const cookie = response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    return { cookie, csrf: body.csrf, sessionId: '' };
  }

  const get = (url: string, session: SignedIn = demo) => testApp.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: SignedIn, payload?: object) =>
    testApp.app.inject({ method, url, headers: signedInHeaders(session), ...(payload === undefined ? {} : { payload }) });
  const settingsOf = async (session: SignedIn = demo) => settingsSchema.parse((await get(SETTINGS_PATHS.settings, session)).json());
  const detailsOf = async (session: SignedIn = demo) => accountDetailsSchema.parse((await get(PORTAL_API_PATHS.accountDetails, session)).json());
  const lastText = async () => (await readMailbox(testApp.app)).find((entry) => entry.channel === 'sms');

  it("reads demo's settings, no-store, and 401 without a session", async () => {
    const response = await get(SETTINGS_PATHS.settings);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(settingsSchema.parse(response.json())).toEqual({
      email: 'maria.garcia@example.com',
      pendingEmail: null,
      phone: '***-***-0147',
      pendingPhone: null,
      paperless: true,
      textEnrolled: true,
      language: 'en-US',
      autopay: false,
    });
    expect((await testApp.app.inject({ method: 'GET', url: SETTINGS_PATHS.settings })).statusCode).toBe(401);
  });

  it('refuses a change without the csrf token (403) and changes nothing', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: SETTINGS_PATHS.preferences,
      headers: { cookie: demo2.cookie },
      payload: { paperless: true, textEnrolled: false, language: 'es-US', electronicConsent: true },
    });
    expect(response.statusCode).toBe(403);
    expect((await settingsOf(demo2)).paperless).toBe(false);
  });

  describe('preferences', () => {
    it('turns paperless on only with the consent, and the account details follow (F0415)', async () => {
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.billingMethod]).toBe('P');
      const refused = await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: true, textEnrolled: false, language: 'en-US' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'INVALID', fields: { electronicConsent: SETTINGS_FIELD_ISSUES.consentRequired } });
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.billingMethod]).toBe('P');

      const accepted = await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: true, textEnrolled: false, language: 'en-US', electronicConsent: true });
      expect(accepted.statusCode).toBe(200);
      expect(settingsSchema.parse(accepted.json()).paperless).toBe(true);
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.billingMethod]).toBe('I');

      // Back to paper needs no consent.
      await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: false, language: 'en-US' });
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.billingMethod]).toBe('P');
    });

    it('turns text alerts off and on (F0420), and refuses them without a confirmed phone', async () => {
      const off = await send('PUT', SETTINGS_PATHS.preferences, demo, { paperless: true, textEnrolled: false, language: 'en-US' });
      expect(off.statusCode).toBe(200);
      expect((await detailsOf())[ACCOUNT_FIELDS.textEnrolled]).toBe('N');
      await send('PUT', SETTINGS_PATHS.preferences, demo, { paperless: true, textEnrolled: true, language: 'en-US' });
      expect((await detailsOf())[ACCOUNT_FIELDS.textEnrolled]).toBe('Y');

      const refused = await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: true, language: 'en-US' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { textEnrolled: SETTINGS_FIELD_ISSUES.phoneRequired } });
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.textEnrolled]).toBe('N');
    });
  });

  describe('mobile phone', () => {
    it('texts a code in the chosen language to a number typed in any US form, and stores it as E.164 once confirmed', async () => {
      await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: false, language: 'es-US' });
      const sent = await send('PUT', SETTINGS_PATHS.phone, demo2, { phone: '(202) 555-0123', currentPassword: 'Demo-Pass-2026!' });
      expect(sent.statusCode).toBe(200);
      expect(settingsSchema.parse(sent.json())).toMatchObject({ phone: null, pendingPhone: '***-***-0123' });
      const text = await lastText();
      expect(text?.to).toBe('+12025550123');
      expect(text?.body).toContain('su código para confirmar');
      const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? '';

      const wrong = await send('POST', SETTINGS_PATHS.phoneVerify, demo2, { code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ fields: { code: SETTINGS_FIELD_ISSUES.wrongCode } });

      const confirmed = await send('POST', SETTINGS_PATHS.phoneVerify, demo2, { code });
      expect(confirmed.statusCode).toBe(200);
      expect(settingsSchema.parse(confirmed.json())).toMatchObject({ phone: '***-***-0123', pendingPhone: null });
      expect(await phoneOf('demo2')).toBe('+12025550123');

      // Text alerts are now possible.
      const on = await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: true, language: 'en-US' });
      expect(on.statusCode).toBe(200);
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.textEnrolled]).toBe('Y');
      // The code is spent.
      expect((await send('POST', SETTINGS_PATHS.phoneVerify, demo2, { code })).json()).toMatchObject({ fields: { code: SETTINGS_FIELD_ISSUES.noPendingCode } });
    });

    it('refuses a number that is not a US one, and ends a code after five wrong tries', async () => {
      const foreign = await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '+44 20 7946 0958', currentPassword: 'Demo-Pass-2026!' });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ fields: { phone: 'custom' } });
      const notReal = await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '(212) 155-0100', currentPassword: 'Demo-Pass-2026!' });
      expect(notReal.statusCode).toBe(400);
      const canadian = await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '+1 604 555 0199', currentPassword: 'Demo-Pass-2026!' });
      expect(canadian.json()).toMatchObject({ fields: { phone: SETTINGS_FIELD_ISSUES.notUsPhone } });

      await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '202 555 0177', currentPassword: 'Demo-Pass-2026!' });
      const code = /\b(\d{6})\b/.exec((await lastText())?.body ?? '')?.[1] ?? '';
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) await send('POST', SETTINGS_PATHS.phoneVerify, demo, { code: wrongCode });
      const late = await send('POST', SETTINGS_PATHS.phoneVerify, demo, { code });
      expect(late.json()).toMatchObject({ fields: { code: SETTINGS_FIELD_ISSUES.noPendingCode } });
      expect((await settingsOf()).phone).toBe('***-***-0147');
    });
  });

  async function phoneOf(username: string): Promise<string | null> {
    const row = await testApp.testDatabase.database.db
      .selectFrom('users')
      .innerJoin('loan_accounts', 'loan_accounts.id', 'users.loan_account_id')
      .select('loan_accounts.phone')
      .where('users.username', '=', username)
      .executeTakeFirst();
    return row?.phone ?? null;
  }

  describe('e-mail', () => {
    it('needs the current password, and changes the address only when the link is opened', async () => {
      const wrong = await send('PUT', SETTINGS_PATHS.email, demo2, { email: 'daniel.new@example.com', currentPassword: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ fields: { currentPassword: SETTINGS_FIELD_ISSUES.wrongPassword } });
      const same = await send('PUT', SETTINGS_PATHS.email, demo2, { email: 'Daniel.Okafor@example.com', currentPassword: 'Demo-Pass-2026!' });
      expect(same.json()).toMatchObject({ fields: { email: SETTINGS_FIELD_ISSUES.unchanged } });

      const asked = await send('PUT', SETTINGS_PATHS.email, demo2, { email: 'daniel.new@example.com', currentPassword: 'Demo-Pass-2026!' });
      expect(asked.statusCode).toBe(200);
      expect(settingsSchema.parse(asked.json())).toMatchObject({ email: 'daniel.okafor@example.com', pendingEmail: 'daniel.new@example.com' });
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.email]).toBe('daniel.okafor@example.com');

      await testApp.transport.settled();
      const notice = await lastMessageTo(testApp.app, 'daniel.okafor@example.com');
      expect(notice.subject).toContain('about to change');
      expect(notice.body).not.toMatch(/verify-email-/);
      const link = await lastMessageTo(testApp.app, 'daniel.new@example.com');
      const token = linkToken(link.body, 'verify-email');

      // Opened in demo2's own browser: that session stays, every other one ends (docs/decisions/050, contact-changes.test.ts).
      expect((await send('POST', PORTAL_API_PATHS.verifyEmail, demo2, { token })).json()).toEqual({ status: 'SUCCESS' });
      expect((await detailsOf(demo2))[ACCOUNT_FIELDS.email]).toBe('daniel.new@example.com');
      expect(await settingsOf(demo2)).toMatchObject({ email: 'daniel.new@example.com', pendingEmail: null });
      // The new address is the one recovery and sign-in mail go to.
      const user = await testApp.testDatabase.database.db.selectFrom('users').select(['email', 'email_key']).where('username', '=', 'demo2').executeTakeFirst();
      expect(user).toEqual({ email: 'daniel.new@example.com', email_key: 'daniel.new@example.com' });
    });

    it('writes the link mail in the chosen language, with the page in that language', async () => {
      await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: true, language: 'pt-BR' });
      await send('PUT', SETTINGS_PATHS.email, demo2, { email: 'daniel.pt@example.com', currentPassword: 'Demo-Pass-2026!' });
      const link = await lastMessageTo(testApp.app, 'daniel.pt@example.com');
      expect(link.subject).toBe('Confirme seu novo endereço de e-mail na Roadbridge Auto Finance');
      expect(link.body).toMatch(/\/pt\/verify-email-[A-Za-z0-9_-]+/);
      await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: true, language: 'en-US' });
    });
  });

  describe('the language of the other mail', () => {
    it('writes the password-changed notice in the language the customer chose', async () => {
      await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: true, language: 'es-US' });
      const changed = await send('POST', PORTAL_API_PATHS.changePassword, demo2, { currentPassword: 'Demo-Pass-2026!', newPassword: 'Copper-Kettle-Dawn-6' });
      expect(changed.json()).toEqual({ status: 'SUCCESS' });
      // A password change gives the session a new id (docs/decisions/004): the browser holds the new cookie.
      demo2 = { ...demo2, cookie: cookieHeader(cookiesOf(changed)) };
      await testApp.transport.settled();
      const email = (await settingsOf(demo2)).email;
      const notice = await lastMessageTo(testApp.app, email);
      expect(notice.subject).toBe('Se cambió su contraseña de Roadbridge Auto Finance');
      expect(notice.body).toContain('Atención al cliente');
      const back = await send('POST', PORTAL_API_PATHS.changePassword, demo2, { currentPassword: 'Copper-Kettle-Dawn-6', newPassword: 'Demo-Pass-2026!' });
      demo2 = { ...demo2, cookie: cookieHeader(cookiesOf(back)) };
      await send('PUT', SETTINGS_PATHS.preferences, demo2, { paperless: false, textEnrolled: true, language: 'en-US' });
    });
  });

  describe('signed-in devices', () => {
    it('lists the sessions with browser, system and which one asks; never a hash or a cookie', async () => {
      const phone = await signInWith('demo', SAFARI_IPHONE);
      const response = await get(SETTINGS_PATHS.sessions);
      expect(response.headers['cache-control']).toBe('no-store');
      const sessions = userSessionsResponseSchema.parse(response.json());
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      const mine = sessions.find((session) => session.current);
      expect(mine).toMatchObject({ browser: 'Chrome 131', system: 'Windows 10' });
      expect(sessions.find((session) => session.system === 'iOS 18.1')).toMatchObject({ current: false, browser: 'Safari 18' });
      const hashes = await testApp.testDatabase.database.db.selectFrom('sessions').select('id_hash').execute();
      for (const { id_hash: hash } of hashes) expect(response.body).not.toContain(hash);
      expect(response.body).not.toContain(phone.csrf);
    });

    it('ends one other session (its next call answers 401); 404 for demo2 asking for it, 409 for the asking one', async () => {
      const other = await signInWith('demo', SAFARI_IPHONE);
      const list = userSessionsResponseSchema.parse((await get(SETTINGS_PATHS.sessions)).json());
      const otherId = userSessionsResponseSchema.parse((await get(SETTINGS_PATHS.sessions, other)).json()).find((session) => session.current)?.id ?? '';
      const currentId = list.find((session) => session.current)?.id ?? '';

      const crossed = await send('DELETE', withId(SETTINGS_PATHS.session, otherId), demo2);
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toMatchObject({ status: 'NOT_FOUND' });
      expect((await get(PORTAL_API_PATHS.touch, other)).statusCode).toBe(200);
      expect((await send('DELETE', withId(SETTINGS_PATHS.session, randomUUID()), demo)).statusCode).toBe(404);
      expect((await send('DELETE', withId(SETTINGS_PATHS.session, currentId), demo)).statusCode).toBe(409);

      const ended = await send('DELETE', withId(SETTINGS_PATHS.session, otherId), demo);
      expect(ended.statusCode).toBe(204);
      expect((await get(PORTAL_API_PATHS.touch, other)).statusCode).toBe(401);
      expect((await get(PORTAL_API_PATHS.touch, demo)).statusCode).toBe(200);
    });

    it('"sign out everywhere else" ends every other session of the user only', async () => {
      const second = await signInWith('demo', SAFARI_IPHONE);
      const third = await signInWith('demo', CHROME_WINDOWS);
      const response = await send('DELETE', SETTINGS_PATHS.sessions, demo);
      expect(response.statusCode).toBe(200);
      expect(endOtherSessionsResponseSchema.parse(response.json()).ended).toBeGreaterThanOrEqual(2);
      expect((await get(PORTAL_API_PATHS.accountDetails, second)).statusCode).toBe(401);
      expect((await get(PORTAL_API_PATHS.accountDetails, third)).statusCode).toBe(401);
      expect((await get(PORTAL_API_PATHS.accountDetails, demo)).statusCode).toBe(200);
      expect((await get(PORTAL_API_PATHS.accountDetails, demo2)).statusCode).toBe(200);
      const left = userSessionsResponseSchema.parse((await get(SETTINGS_PATHS.sessions)).json());
      expect(left).toHaveLength(1);
      expect(left[0]?.current).toBe(true);
    });

    it('moves "last active" on the keep-alive', async () => {
      const before = userSessionsResponseSchema.parse((await get(SETTINGS_PATHS.sessions)).json())[0]?.lastActiveAt ?? '';
      await new Promise((resolve) => setTimeout(resolve, 15));
      await get(PORTAL_API_PATHS.touch);
      const after = userSessionsResponseSchema.parse((await get(SETTINGS_PATHS.sessions)).json())[0]?.lastActiveAt ?? '';
      expect(after > before).toBe(true);
    });
  });
});
