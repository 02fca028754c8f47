import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  ACCOUNT_MONEY_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  autopayRequestSchema,
  newPaymentMethodSchema,
  newPaymentSchema,
  withId,
} from 'shared-contracts';
import type { SignedIn } from '../test-support/portal-client.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';
import type { TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { brokenBodies, expectClientError, headersOf, junkValues, type Sender, senders, snapshotTables } from '../test-support/fuzz.js';

/*
 * Bad input to every money call (spec 2.4; the rule of the server's other calls): malformed bodies, query
 * strings and ids, signed in or not, with or without the csrf token and the Idempotency-Key. Every answer is a
 * JSON 4xx (or a 200 for a read whose query happens to be valid), never a 5xx, and nothing is written.
 */

const NOW = new Date('2026-11-23T16:00:00Z');
const TABLES = ['payments', 'payment_methods', 'autopay_enrolments', 'loan_accounts', 'account_transactions', 'statements'] as const;

const junk = junkValues(['', ' ', '-1', '0', '1e9', '12.345', '99999999999.99', '=1+1', '2026-02-30', '\u0000', '😀'.repeat(300)]);


const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '0', '-3', '1.5', '2026-13-01', 'payment', 'fee', '2026-11-23', '9'.repeat(40)));
const idSegment = fc.oneof(
  fc.integer({ min: 100_000, max: 2 ** 31 - 1 }).map(String),
  fc.constantFrom('0', '-1', '1.5', 'abc', '1e3', '%00', '9'.repeat(30), '%2e%2e', ' 1'),
  // A short run of digits may be one of demo's own statements or payments, which rightly answer 200.
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\d{1,5}$/.test(text)).map(encodeURIComponent),
);

describe.each(TEST_DIALECTS)('malformed requests to the money calls on %s', (dialect) => {
  let testApp: TestApp;
  let demo: SignedIn;
  let methodId: number;
  beforeAll(async () => {
    ({ testApp, users: { demo } } = await createSignedInApp({ dialect, now: () => NOW }, ['demo']));
    const methods = await testApp.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.paymentMethods, headers: { cookie: demo.cookie } });
    methodId = (methods.json() as Array<{ id: number }>)[0]?.id ?? 0;
  });
  afterAll(() => testApp.close());

  const snapshot = () => snapshotTables(testApp.testDatabase.database.db, TABLES);

  const who = senders;
  const headersFor = (sender: Sender) => headersOf(sender, demo);


  it('answers a JSON 4xx to malformed bodies of every write and writes nothing', async () => {
    const before = await snapshot();
    const writes = [
      {
        method: 'POST' as const,
        url: ACCOUNT_MONEY_PATHS.payments,
        schema: newPaymentSchema.strict(),
        valid: { amount: '10.00', paymentMethodId: methodId, payOn: '2026-11-23', confirmDuplicate: false },
      },
      {
        method: 'POST' as const,
        url: ACCOUNT_MONEY_PATHS.paymentMethods,
        schema: newPaymentMethodSchema.strict(),
        valid: { routingNumber: '021000021', accountNumber: '123456789', accountType: 'checking', holderName: 'Maria Garcia' },
      },
      { method: 'PUT' as const, url: ACCOUNT_MONEY_PATHS.autopay, schema: autopayRequestSchema.strict(), valid: { paymentMethodId: methodId, draftDay: 10 } },
    ];
    for (const write of writes) {
      await fc.assert(
        fc.asyncProperty(brokenBodies(write.valid, junk, { extraField: true, schema: write.schema }), who, fc.oneof(fc.constant(randomUUID()), fc.string({ maxLength: 60 })), async (body, as, key) => {
          const response = await testApp.app.inject({
            method: write.method,
            url: write.url,
            headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key, ...headersFor(as) },
            payload: JSON.stringify(body) ?? 'undefined',
          });
          expectClientError(response, `${write.method} ${write.url} ${JSON.stringify(body)?.slice(0, 100)}`);
        }),
        { numRuns: 150 },
      );
    }
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it('answers 200 or a JSON 4xx to any query of the reads, never a 5xx', async () => {
    const reads = [ACCOUNT_MONEY_PATHS.history, ACCOUNT_MONEY_PATHS.historyCsv, ACCOUNT_MONEY_PATHS.payoffQuote, ACCOUNT_MONEY_PATHS.payoffQuotePdf];
    const names = fc.constantFrom('page', 'type', 'from', 'to', 'goodThrough', 'locale', 'x', 'page[]');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), fc.array(fc.tuple(names, queryValue), { maxLength: 4 }), who, async (path, pairs, as) => {
        const query = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
        const response = await testApp.app.inject({ method: 'GET', url: `${path}?${query}`, headers: headersFor(as) });
        if (response.statusCode === 200) return;
        expectClientError(response, `GET ${path}?${query}`);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('answers a JSON 4xx to made-up ids in every path, and writes nothing', async () => {
    const before = await snapshot();
    const paths = [
      { method: 'GET' as const, path: ACCOUNT_MONEY_PATHS.statementPdf },
      { method: 'GET' as const, path: ACCOUNT_MONEY_PATHS.paymentReceiptPdf.replace(':confirmationNumber', ':id') },
      { method: 'DELETE' as const, path: ACCOUNT_MONEY_PATHS.payment },
      { method: 'DELETE' as const, path: ACCOUNT_MONEY_PATHS.paymentMethod },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), idSegment, who, async ({ method, path }, id, as) => {
        const url = path.replace(':id', id);
        const response = await testApp.app.inject({ method, url, headers: headersFor(as) });
        expectClientError(response, `${method} ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
    expect(withId(ACCOUNT_MONEY_PATHS.payment, 7)).toBe('/api/payments/7');
  }, 120_000);
});
