import {
  PORTAL_API_PATHS,
  SECURITY_EVENTS,
  SETTINGS_FIELD_ISSUES,
  SETTINGS_PATHS,
  endOtherSessionsResponseSchema,
  settingsSchema,
  signInActivityResponseSchema,
  userSessionsResponseSchema,
  withId,
} from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { createRepositories } from '../db/repositories.js';
import { sha256Hex } from '../security/tokens.js';
import { lastMessageTo, readMailbox } from '../test-support/mailbox.js';
import { signIn, signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { describeTestApp } from '../test-support/test-app.js';
import { isoAfterSeconds } from '../time.js';

/*
 * Contact changes need the owner (docs/decisions/050). The phone on file receives sign-in, lookup and enrolment
 * codes, so changing it takes the current password and then the code texted to the new number; once confirmed the
 * old number and the e-mail address on file are told, every other session and remembered device ends, and
 * `phone_changed` and `sessions_ended` are written with the change. An applied e-mail change ends sessions the same
 * way, and so does "sign out everywhere else".
 */

const MARIA = { email: 'maria.garcia@example.com', phone: '+12025550147' };
const NEW_PHONE = '+12025550166';

describeTestApp('contact changes', {}, (suite) => {
  const app = () => suite.app;
  const { db } = suite;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: SignedIn, payload?: object) =>
    app().inject({ method, url, headers: signedInHeaders(session), ...(payload === undefined ? {} : { payload }) });
  const statusOf = async (session: SignedIn) => (await app().inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } })).statusCode;
  const userIdOf = async (username: string) => (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const eventsOf = async (userId: number, event: string) =>
    db().selectFrom('security_events').select(['outcome', 'reason']).where('user_id', '=', userId).where('event', '=', event).orderBy('id').execute();
  const phoneOnFile = async () =>
    (await db().selectFrom('loan_accounts').select('phone').where('email', '=', MARIA.email).executeTakeFirstOrThrow()).phone;

  it('a phone change without the password is refused; with it, a code goes to the new number and the number waits for it', async () => {
    const demo = await signIn(app(), 'demo');
    const userId = await userIdOf('demo');
    const textsBefore = (await readMailbox(app())).filter((entry) => entry.channel === 'sms').length;

    const missing = await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '(202) 555-0166' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { currentPassword: expect.any(String) } });
    const wrong = await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '(202) 555-0166', currentPassword: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { currentPassword: SETTINGS_FIELD_ISSUES.wrongPassword } });
    expect((await readMailbox(app())).filter((entry) => entry.channel === 'sms').length).toBe(textsBefore);
    expect(await eventsOf(userId, SECURITY_EVENTS.phoneChanged)).toEqual([{ outcome: 'failure', reason: 'wrong_password' }]);

    const asked = await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '(202) 555-0166', currentPassword: DEMO_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(settingsSchema.parse(asked.json())).toMatchObject({ phone: '***-***-0147', pendingPhone: '***-***-0166' });
    expect((await lastMessageTo(app(), NEW_PHONE)).body).toMatch(/\b\d{6}\b/);
    expect(await phoneOnFile()).toBe(MARIA.phone);
  });

  it('once the code comes back: the number changes, the old number and the e-mail are told, other sessions and devices end', async () => {
    const demo = await signIn(app(), 'demo');
    const other = await signIn(app(), 'demo');
    const demo2 = await signIn(app(), 'demo2');
    const userId = await userIdOf('demo');
    const devices = createRepositories(db()).rememberedDevices;
    await devices.remember({ tokenHash: sha256Hex('a-remembered-browser'), userId, expiresAt: isoAfterSeconds(3600) });

    await send('PUT', SETTINGS_PATHS.phone, demo, { phone: '202-555-0166', currentPassword: DEMO_PASSWORD });
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(app(), NEW_PHONE)).body)?.[1] ?? '';
    const confirmed = await send('POST', SETTINGS_PATHS.phoneVerify, demo, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(settingsSchema.parse(confirmed.json())).toMatchObject({ phone: '***-***-0166', pendingPhone: null });
    expect(await phoneOnFile()).toBe(NEW_PHONE);

    await suite.testApp.transport.settled();
    const oldNumber = await lastMessageTo(app(), MARIA.phone);
    expect(oldNumber.body).toContain('removed from your online account');
    expect(oldNumber.body).toContain('***-***-0166');
    expect(oldNumber.body).not.toContain(NEW_PHONE);
    const mail = await lastMessageTo(app(), MARIA.email);
    expect(mail.subject).toContain('mobile number');
    expect(mail.body).toContain('***-***-0166');

    expect(await statusOf(other)).toBe(401);
    expect(await statusOf(demo)).toBe(200);
    expect(await statusOf(demo2)).toBe(200);
    expect(await db().selectFrom('remembered_devices').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await eventsOf(userId, SECURITY_EVENTS.phoneChanged)).toContainEqual({ outcome: 'success', reason: null });
    expect(await eventsOf(userId, SECURITY_EVENTS.sessionsEnded)).toEqual([{ outcome: 'success', reason: null }]);

    // The borrower sees both in the sign-in activity of settings.
    const activity = signInActivityResponseSchema.parse((await app().inject({ method: 'GET', url: SETTINGS_PATHS.signInActivity, headers: { cookie: demo.cookie } })).json());
    expect(activity.map((item) => item.event)).toEqual(expect.arrayContaining([SECURITY_EVENTS.phoneChanged, SECURITY_EVENTS.sessionsEnded]));
  });

  it('an applied e-mail change ends the other sessions and remembered devices, and keeps the browser that opened the link', async () => {
    const demo2 = await signIn(app(), 'demo2');
    const other = await signIn(app(), 'demo2');
    const userId = await userIdOf('demo2');
    await createRepositories(db()).rememberedDevices.remember({ tokenHash: sha256Hex('demo2-browser'), userId, expiresAt: isoAfterSeconds(3600) });
    await send('PUT', SETTINGS_PATHS.email, demo2, { email: 'daniel.moved@example.com', currentPassword: DEMO_PASSWORD });
    // Asked for, not applied: nothing ends yet.
    expect(await statusOf(other)).toBe(200);
    const token = linkToken((await lastMessageTo(app(), 'daniel.moved@example.com')).body, 'verify-email');
    expect((await send('POST', PORTAL_API_PATHS.verifyEmail, demo2, { token })).json()).toEqual({ status: 'SUCCESS' });
    expect(await statusOf(other)).toBe(401);
    expect(await statusOf(demo2)).toBe(200);
    expect(await db().selectFrom('remembered_devices').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await eventsOf(userId, SECURITY_EVENTS.sessionsEnded)).toEqual([{ outcome: 'success', reason: null }]);
  });

  it('"sign out everywhere else" and ending one session write sessions_ended; nothing to end writes nothing', async () => {
    const demo = await signIn(app(), 'demo');
    const userId = await userIdOf('demo');
    const second = await signIn(app(), 'demo');
    const before = (await eventsOf(userId, SECURITY_EVENTS.sessionsEnded)).length;
    expect(endOtherSessionsResponseSchema.parse((await send('DELETE', SETTINGS_PATHS.sessions, demo)).json()).ended).toBeGreaterThanOrEqual(1);
    expect(await statusOf(second)).toBe(401);
    expect(await eventsOf(userId, SECURITY_EVENTS.sessionsEnded)).toHaveLength(before + 1);
    expect((await send('DELETE', SETTINGS_PATHS.sessions, demo)).json()).toEqual({ ended: 0 });
    expect(await eventsOf(userId, SECURITY_EVENTS.sessionsEnded)).toHaveLength(before + 1);

    const third = await signIn(app(), 'demo');
    const list = userSessionsResponseSchema.parse((await app().inject({ method: 'GET', url: SETTINGS_PATHS.sessions, headers: { cookie: demo.cookie } })).json());
    const thirdId = list.find((session) => !session.current)?.id ?? '';
    expect((await send('DELETE', withId(SETTINGS_PATHS.session, thirdId), demo)).statusCode).toBe(204);
    expect(await statusOf(third)).toBe(401);
    expect(await eventsOf(userId, SECURITY_EVENTS.sessionsEnded)).toHaveLength(before + 2);
  });
});
