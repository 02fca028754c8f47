import fc from 'fast-check';
import {
  ACCOUNT_MONEY_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  autopayRequestSchema,
  newPaymentMethodSchema,
  newPaymentSchema,
  withId,
} from 'shared-contracts';
import {
  anyIdempotencyKey,
  brokenBodies,
  describeFuzz,
  expectBodiesRefused,
  expectClientError,
  junkValues,
  madeUpNumericSegments,
  senders,
  type FuzzTarget,
} from '../test-support/fuzz.js';

/*
 * Bad input to every money call (spec 2.4; the rule of the server's other calls): malformed bodies, query
 * strings and ids, signed in or not, with or without the csrf token and the Idempotency-Key. Every answer is a
 * JSON 4xx (or a 200 for a read whose query happens to be valid), never a 5xx, and nothing is written.
 */

const NOW = new Date('2026-11-23T16:00:00Z');
const TABLES = ['payments', 'payment_methods', 'autopay_enrolments', 'loan_accounts', 'account_transactions', 'statements'] as const;

const junk = junkValues(['', ' ', '-1', '0', '1e9', '12.345', '99999999999.99', '=1+1', '2026-02-30', '\u0000', '😀'.repeat(300)]);

const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '0', '-3', '1.5', '2026-13-01', 'payment', 'fee', '2026-11-23', '9'.repeat(40)));
let methodId: number;
/** Demo's bank account: a valid id in the bodies, so that each is refused for the fields broken in it. */
async function readMethodId(target: FuzzTarget): Promise<void> {
  const methods = await target.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.paymentMethods, headers: { cookie: target.demo.cookie } });
  methodId = (methods.json() as Array<{ id: number }>)[0]?.id ?? 0;
}

describeFuzz('the money calls', { options: { now: () => NOW }, tables: TABLES, ready: readMethodId }, (target) => {
  it('answers a JSON 4xx to malformed bodies of every write and writes nothing', async () => {
    const before = await target.snapshot();
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
    await expectBodiesRefused(
      target.app,
      writes.map(({ method, url, schema, valid }) => ({ method, url, bodies: brokenBodies(valid, junk, { extraField: true, schema }) })),
      fc.tuple(senders, anyIdempotencyKey).map(([as, key]) => ({ [IDEMPOTENCY_KEY_HEADER]: key, ...target.headersFor(as) })),
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers 200 or a JSON 4xx to any query of the reads, never a 5xx', async () => {
    const reads = [ACCOUNT_MONEY_PATHS.history, ACCOUNT_MONEY_PATHS.historyCsv, ACCOUNT_MONEY_PATHS.payoffQuote, ACCOUNT_MONEY_PATHS.payoffQuotePdf];
    const names = fc.constantFrom('page', 'type', 'from', 'to', 'goodThrough', 'locale', 'x', 'page[]');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), fc.array(fc.tuple(names, queryValue), { maxLength: 4 }), senders, async (path, pairs, as) => {
        const query = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
        const response = await target.app.inject({ method: 'GET', url: `${path}?${query}`, headers: target.headersFor(as) });
        if (response.statusCode === 200) return;
        expectClientError(response, `GET ${path}?${query}`);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('answers a JSON 4xx to made-up ids in every path, and writes nothing', async () => {
    const before = await target.snapshot();
    const paths = [
      { method: 'GET' as const, path: ACCOUNT_MONEY_PATHS.statementPdf },
      { method: 'GET' as const, path: ACCOUNT_MONEY_PATHS.paymentReceiptPdf.replace(':confirmationNumber', ':id') },
      { method: 'DELETE' as const, path: ACCOUNT_MONEY_PATHS.payment },
      { method: 'DELETE' as const, path: ACCOUNT_MONEY_PATHS.paymentMethod },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), madeUpNumericSegments(), senders, async ({ method, path }, id, as) => {
        const url = path.replace(':id', id);
        const response = await target.app.inject({ method, url, headers: target.headersFor(as) });
        expectClientError(response, `${method} ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await target.snapshot()).toBe(before);
    expect(withId(ACCOUNT_MONEY_PATHS.payment, 7)).toBe('/api/payments/7');
  }, 120_000);
});
