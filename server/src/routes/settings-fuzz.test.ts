import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  SETTINGS_PATHS,
  emailChangeRequestSchema,
  paymentRemindersSchema,
  phoneChangeRequestSchema,
  phoneVerifyRequestSchema,
  preferencesRequestSchema,
} from 'shared-contracts';
import { signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';
import type { TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { brokenBodies, expectClientError, headersOf, junkValues, type Sender, senders, snapshotTables } from '../test-support/fuzz.js';

/*
 * Bad input to every settings call: malformed bodies and session ids, signed in or not, with or without the csrf
 * token. Every answer is a JSON 4xx, never a 5xx, and nothing is written (no address, phone, preference, code,
 * link, mail or session changes).
 */

const TABLES = ['users', 'loan_accounts', 'sessions', 'email_changes', 'phone_verifications', 'one_time_tokens', 'outbox'] as const;

const junk = junkValues(['', ' ', '0', '12345', '1234567', 'abcdef', 'en', 'EN-us', 'fr-FR', '+1', '(202) 555-01', 'a@', '\u0000', '😀'.repeat(300), 'x'.repeat(5000)]);


const idSegment = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom('0', '-1', 'abc', '%00', '9'.repeat(30), '%2e%2e', ' 1', randomUUID().toUpperCase(), `${randomUUID()}x`),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

describe.each(TEST_DIALECTS)('malformed requests to the settings calls on %s', (dialect) => {
  let testApp: TestApp;
  let demo: SignedIn;
  beforeAll(async () => {
    ({ testApp, users: { demo } } = await createSignedInApp({ dialect }, ['demo']));
  });
  afterAll(() => testApp.close());

  const snapshot = () => snapshotTables(testApp.testDatabase.database.db, TABLES);

  const who = senders;
  const headersFor = (sender: Sender) => headersOf(sender, demo);


  it('answers a JSON 4xx to malformed bodies of every write and writes nothing', async () => {
    const before = await snapshot();
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
    for (const write of writes) {
      await fc.assert(
        fc.asyncProperty(brokenBodies(write.valid, junk, { extraField: true, schema: write.schema }), who, async (body, as) => {
          const response = await testApp.app.inject({
            method: write.method,
            url: write.url,
            headers: { 'content-type': 'application/json', ...headersFor(as) },
            payload: JSON.stringify(body) ?? 'undefined',
          });
          expectClientError(response, `${write.method} ${write.url} ${JSON.stringify(body)?.slice(0, 100)}`);
        }),
        { numRuns: 150 },
      );
    }
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to bodies that are not JSON, and to valid bodies without a session or the csrf token', async () => {
    const before = await snapshot();
    for (const url of [SETTINGS_PATHS.email, SETTINGS_PATHS.phone, SETTINGS_PATHS.preferences, SETTINGS_PATHS.reminders]) {
      for (const payload of ['{', 'email=a@b.c', '[]', 'null', '"x"']) {
        expectClientError(await testApp.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/json', ...signedInHeaders(demo) }, payload }), url);
      }
      expectClientError(await testApp.app.inject({ method: 'PUT', url, headers: { 'content-type': 'text/plain', ...signedInHeaders(demo) }, payload: 'hello' }), url);
    }
    const valid = { paperless: false, textEnrolled: false, language: 'es-US' };
    expect((await testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.preferences, payload: valid })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'PUT', url: SETTINGS_PATHS.preferences, headers: { cookie: demo.cookie }, payload: valid })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'DELETE', url: SETTINGS_PATHS.sessions, headers: { cookie: demo.cookie } })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('answers a JSON 4xx to made-up session ids, and ends no session', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(idSegment, who, async (id, as) => {
        const url = SETTINGS_PATHS.session.replace(':id', id);
        const response = await testApp.app.inject({ method: 'DELETE', url, headers: headersFor(as) });
        expectClientError(response, `DELETE ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
  }, 120_000);
});
