import { randomUUID } from 'node:crypto';
import { GUEST_PAYMENT_PATHS, IDEMPOTENCY_KEY_HEADER, guestLookupRequestSchema, guestPaymentRequestSchema } from 'shared-contracts';
import { anyIdempotencyKey, brokenBodies, expectBodiesRefused, expectClientError, junkValues, snapshotTables } from '../test-support/fuzz.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * Bad input to the two guest payment calls (docs/decisions/058; the rule of the other fuzz tests): malformed bodies,
 * with or without an Idempotency-Key. Every answer is a JSON 4xx, never a 5xx, and no payment, bank account or
 * token is written.
 */

const TABLES = ['payments', 'payment_methods', 'guest_payment_tokens', 'loan_accounts'] as const;

const junk = junkValues(['', ' ', '-1', '0', '1e9', '12.345', '99999999999.99', '2026-02-30', '\u0000', '😀'.repeat(300), '021000022', 'a'.repeat(43)]);

describe.each(TEST_DIALECTS)('malformed requests to the guest payment calls on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect, now: () => new Date('2026-11-23T16:00:00Z') });
  });
  afterAll(() => testApp.close());

  it('answers a JSON 4xx to malformed bodies of both calls and writes nothing', async () => {
    const before = await snapshotTables(testApp.testDatabase.database.db, TABLES);
    const calls = [
      {
        url: GUEST_PAYMENT_PATHS.lookup,
        schema: guestLookupRequestSchema,
        valid: { accountNumber: '3052718841', lastName: 'Garcia', zipCode: '75201', ssnLastFour: '6789', captchaToken: 'x' },
      },
      {
        url: GUEST_PAYMENT_PATHS.payments,
        schema: guestPaymentRequestSchema,
        valid: {
          token: 'a'.repeat(43),
          amount: '10.00',
          payOn: '2026-11-23',
          routingNumber: '021000021',
          accountNumber: '123456789',
          accountNumberConfirm: '123456789',
          accountType: 'checking',
          holderName: 'Maria Garcia',
          email: 'payer@example.com',
          locale: 'en-US',
        },
      },
    ];
    await expectBodiesRefused(
      testApp.app,
      calls.map(({ url, schema, valid }) => ({ method: 'POST' as const, url, bodies: brokenBodies(valid, junk, { schema }) })),
      anyIdempotencyKey.map((key) => ({ [IDEMPOTENCY_KEY_HEADER]: key })),
    );
    // A well-formed payment with a token nobody was given, and a well-formed lookup without a solved captcha.
    const calledWell = await Promise.all(calls.map((call) => testApp.app.inject({ method: 'POST', url: call.url, headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, payload: call.valid })));
    for (const response of calledWell) expectClientError(response, 'well-formed');
    expect(await snapshotTables(testApp.testDatabase.database.db, TABLES)).toBe(before);
  }, 120_000);
});
