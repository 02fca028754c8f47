import fc from 'fast-check';
import { SETTINGS_PATHS, emailChangeRequestSchema, paymentRemindersSchema, phoneChangeRequestSchema, phoneVerifyRequestSchema, preferencesRequestSchema } from 'shared-contracts';
import {
  brokenBodies,
  describeFuzz,
  expectBodiesRefused,
  expectClientError,
  expectNonJsonRefused,
  junkValues,
  madeUpUuidSegments,
  senders,
} from '../test-support/fuzz.js';

/*
 * Bad input to every settings call: malformed bodies and session ids, signed in or not, with or without the csrf
 * token. Every answer is a JSON 4xx, never a 5xx, and nothing is written (no address, phone, preference, code,
 * link, mail or session changes).
 */

const TABLES = ['users', 'loan_accounts', 'sessions', 'email_changes', 'phone_verifications', 'one_time_tokens', 'outbox'] as const;

const junk = junkValues(['', ' ', '0', '12345', '1234567', 'abcdef', 'en', 'EN-us', 'fr-FR', '+1', '(202) 555-01', 'a@', '\u0000', '😀'.repeat(300), 'x'.repeat(5000)]);

describeFuzz('the settings calls', { tables: TABLES }, (target) => {
  it('answers a JSON 4xx to malformed bodies of every write and writes nothing', async () => {
    const before = await target.snapshot();
    const writes = [
      {
        method: 'PUT' as const,
        url: SETTINGS_PATHS.email,
        schema: emailChangeRequestSchema.strict(),
        valid: { email: 'maria.new@example.com', currentPassword: 'Demo-Pass-2026!' },
      },
      { method: 'PUT' as const, url: SETTINGS_PATHS.phone, schema: phoneChangeRequestSchema.strict(), valid: { phone: '(202) 555-0111', currentPassword: 'Demo-Pass-2026!' } },
      { method: 'POST' as const, url: SETTINGS_PATHS.phoneVerify, schema: phoneVerifyRequestSchema.strict(), valid: { code: '123456' } },
      {
        method: 'PUT' as const,
        url: SETTINGS_PATHS.preferences,
        schema: preferencesRequestSchema.strict(),
        valid: { paperless: false, textEnrolled: false, language: 'es-US', electronicConsent: true },
      },
      { method: 'PUT' as const, url: SETTINGS_PATHS.reminders, schema: paymentRemindersSchema.strict(), valid: { email: true, sms: true, daysBefore: 5 } },
    ];
    await expectBodiesRefused(
      target.app,
      writes.map(({ method, url, schema, valid }) => ({ method, url, bodies: brokenBodies(valid, junk, { extraField: true, schema }) })),
      senders.map(target.headersFor),
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to bodies that are not JSON, and to valid bodies without a session or the csrf token', async () => {
    const before = await target.snapshot();
    await expectNonJsonRefused(target.app, 'PUT', [SETTINGS_PATHS.email, SETTINGS_PATHS.phone, SETTINGS_PATHS.preferences, SETTINGS_PATHS.reminders], target.headersFor('signed-in'), 'email=a@b.c');
    const valid = { paperless: false, textEnrolled: false, language: 'es-US' };
    expect((await target.app.inject({ method: 'PUT', url: SETTINGS_PATHS.preferences, payload: valid })).statusCode).toBe(401);
    expect((await target.app.inject({ method: 'PUT', url: SETTINGS_PATHS.preferences, headers: { cookie: target.demo.cookie }, payload: valid })).statusCode).toBe(403);
    expect((await target.app.inject({ method: 'DELETE', url: SETTINGS_PATHS.sessions, headers: { cookie: target.demo.cookie } })).statusCode).toBe(403);
    expect(await target.snapshot()).toBe(before);
  }, 60_000);

  it('answers a JSON 4xx to made-up session ids, and ends no session', async () => {
    const before = await target.snapshot();
    await fc.assert(
      fc.asyncProperty(madeUpUuidSegments(), senders, async (id, as) => {
        const url = SETTINGS_PATHS.session.replace(':id', id);
        const response = await target.app.inject({ method: 'DELETE', url, headers: target.headersFor(as) });
        expectClientError(response, `DELETE ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);
});
