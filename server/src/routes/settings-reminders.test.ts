import { SETTINGS_FIELD_ISSUES, SETTINGS_PATHS, paymentRemindersSchema } from 'shared-contracts';
import { signIn, signedInHeaders } from '../test-support/portal-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * Payment reminders in settings (docs/decisions/057) against the real server: off by default, saved and read back
 * per borrower, texts refused without a confirmed mobile number.
 */

describe.each(TEST_DIALECTS)('payment reminder settings on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  it('are off until turned on, then read back as saved, for that borrower only', async () => {
    const demo = await signIn(testApp.app, 'demo');
    const demo2 = await signIn(testApp.app, 'demo2');
    const read = async (session: typeof demo) =>
      paymentRemindersSchema.parse((await testApp.app.inject({ method: 'GET', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(session) })).json());
    expect(await read(demo)).toEqual({ email: false, sms: false, daysBefore: 3 });

    const saved = await testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo), payload: { email: true, sms: true, daysBefore: 5 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: true, sms: true, daysBefore: 5 });
    expect(await read(demo)).toEqual({ email: true, sms: true, daysBefore: 5 });
    expect(await read(demo2)).toEqual({ email: false, sms: false, daysBefore: 3 });
  });

  it('refuses texts without a confirmed mobile number, and other day counts, changing nothing', async () => {
    const demo2 = await signIn(testApp.app, 'demo2');
    const noPhone = await testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo2), payload: { email: true, sms: true, daysBefore: 3 } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ fields: { sms: SETTINGS_FIELD_ISSUES.phoneRequired } });
    const fourDays = await testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo2), payload: { email: true, sms: false, daysBefore: 4 } });
    expect(fourDays.statusCode).toBe(400);
    const read = await testApp.app.inject({ method: 'GET', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo2) });
    expect(read.json()).toEqual({ email: false, sms: false, daysBefore: 3 });
  });

  it('needs a session and the csrf token', async () => {
    const demo = await signIn(testApp.app, 'demo');
    expect((await testApp.app.inject({ method: 'GET', url: SETTINGS_PATHS.reminders })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: { cookie: demo.cookie }, payload: { email: true, sms: false, daysBefore: 3 } })).statusCode).toBe(403);
  });
});
