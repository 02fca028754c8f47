import { SETTINGS_FIELD_ISSUES, SETTINGS_PATHS, paymentRemindersSchema } from 'shared-contracts';
import { signedInHeaders } from '../test-support/portal-client.js';
import { describeSignedIn } from '../test-support/signed-in-app.js';

/*
 * Payment reminders in settings (docs/decisions/057) against the real server: off by default, saved and read back
 * per borrower, texts refused without a confirmed mobile number.
 */

describeSignedIn('payment reminder settings', {}, ['demo', 'demo2'], (suite) => {
  const { users } = suite;

  it('are off until turned on, then read back as saved, for that borrower only', async () => {
    const { demo, demo2 } = users;
    const read = async (session: typeof demo) =>
      paymentRemindersSchema.parse((await suite.app.inject({ method: 'GET', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(session) })).json());
    expect(await read(demo)).toEqual({ email: false, sms: false, daysBefore: 3 });

    const saved = await suite.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo), payload: { email: true, sms: true, daysBefore: 5 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: true, sms: true, daysBefore: 5 });
    expect(await read(demo)).toEqual({ email: true, sms: true, daysBefore: 5 });
    expect(await read(demo2)).toEqual({ email: false, sms: false, daysBefore: 3 });
  });

  it('refuses texts without a confirmed mobile number, and other day counts, changing nothing', async () => {
    const { demo2 } = users;
    const noPhone = await suite.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo2), payload: { email: true, sms: true, daysBefore: 3 } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ fields: { sms: SETTINGS_FIELD_ISSUES.phoneRequired } });
    const fourDays = await suite.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo2), payload: { email: true, sms: false, daysBefore: 4 } });
    expect(fourDays.statusCode).toBe(400);
    const read = await suite.app.inject({ method: 'GET', url: SETTINGS_PATHS.reminders, headers: signedInHeaders(demo2) });
    expect(read.json()).toEqual({ email: false, sms: false, daysBefore: 3 });
  });

  it('needs a session and the csrf token', async () => {
    const { demo } = users;
    expect((await suite.app.inject({ method: 'GET', url: SETTINGS_PATHS.reminders })).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'PUT', url: SETTINGS_PATHS.reminders, headers: { cookie: demo.cookie }, payload: { email: true, sms: false, daysBefore: 3 } })).statusCode).toBe(403);
  });
});
