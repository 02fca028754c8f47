import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  historyPageSchema,
  paymentReceiptSchema,
  paymentReceiptPdfPath,
  paymentsResponseSchema,
  withId,
  type NewPayment,
} from 'shared-contracts';
import { originateAchFile } from '../payments/ach-origination.js';
import { postDuePayments } from '../payments/posting-job.js';
import { extractPdfTexts } from '../test-support/pdf-text.js';
import { signIn, signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';
import type { TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * Spec 2.4 "make a payment": the rules of a payment (amount up to the payoff, a date from today before the
 * 6 p.m. Central cut-off up to 30 days ahead), one payment per Idempotency-Key whatever the timing, pending at
 * once in the payments list and the history, cancellable until the cut-off, and posted by the job into
 * interest and principal so that every figure of the loan moves together. The clock is pinned: Monday
 * 2026-11-23, 10 a.m. Central.
 */

const MONDAY_10AM_CENTRAL = new Date('2026-11-23T16:00:00Z');
const MONDAY_7PM_CENTRAL = new Date('2026-11-24T01:00:00Z');
const TUESDAY_NOON_CENTRAL = new Date('2026-11-24T18:00:00Z');

describe.each(TEST_DIALECTS)('payments on %s', (dialect) => {
  let testApp: TestApp;
  let now = MONDAY_10AM_CENTRAL;
  let demo: SignedIn;
  let methodId: number;

  beforeAll(async () => {
    ({ testApp, users: { demo } } = await createSignedInApp({ dialect, now: () => now }, ['demo']));
    const methods = await get(ACCOUNT_MONEY_PATHS.paymentMethods);
    methodId = (methods.json() as Array<{ id: number }>)[0]?.id ?? 0;
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    now = MONDAY_10AM_CENTRAL;
  });

  const db = () => testApp.testDatabase.database.db;
  const get = (url: string, session = demo) => testApp.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  const pay = (body: Partial<NewPayment> | Record<string, unknown>, key: string | null = randomUUID(), session = demo) =>
    testApp.app.inject({
      method: 'POST',
      url: ACCOUNT_MONEY_PATHS.payments,
      payload: body,
      headers: { ...signedInHeaders(session), ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    });
  const cancel = (id: number, session = demo) =>
    testApp.app.inject({ method: 'DELETE', url: withId(ACCOUNT_MONEY_PATHS.payment, id), headers: signedInHeaders(session) });
  const paymentCount = async () => Number((await db().selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const details = async () => accountDetailsSchema.parse((await get(PORTAL_API_PATHS.accountDetails)).json());
  const valid = (overrides: Partial<NewPayment> = {}): NewPayment => ({ amount: '100.00', paymentMethodId: methodId, payOn: '2026-11-23', ...overrides });

  it('makes a payment for today as pending, lists it, and shows it at the top of the history', async () => {
    const response = await pay(valid({ amount: '389.45' }));
    expect(response.statusCode).toBe(201);
    const receipt = paymentReceiptSchema.strict().parse(response.json());
    expect(receipt).toMatchObject({ status: 'pending', amount: '389.45', payOn: '2026-11-23' });
    expect(receipt.confirmationNumber).toMatch(/^RB-[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const listed = paymentsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.payments)).json());
    expect(listed.find((payment) => payment.id === receipt.id)).toMatchObject({ status: 'pending', last4: '6789', cancellable: true, source: 'online' });

    const history = historyPageSchema.parse((await get(ACCOUNT_MONEY_PATHS.history)).json());
    expect(history.items[0]).toMatchObject({ type: 'payment', status: 'pending', amount: '-389.45', reference: receipt.confirmationNumber, postedOn: '2026-11-23' });
    expect(await cancel(receipt.id)).toMatchObject({ statusCode: 204 });
  });

  it('gives each payment a PDF receipt in the language asked for, and 404 for a number another borrower made or none did', async () => {
    const receipt = paymentReceiptSchema.parse((await pay(valid({ amount: '123.45' }))).json());
    const spanish = await get(paymentReceiptPdfPath(receipt.confirmationNumber, 'es-US'));
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('application/pdf');
    const [english, es] = await extractPdfTexts([(await get(paymentReceiptPdfPath(receipt.confirmationNumber, 'en-US'))).rawPayload, spanish.rawPayload]);
    for (const text of [english!.text, es!.text]) expect(text).toContain(receipt.confirmationNumber);
    expect(english!.text).toContain('$123.45');
    expect(english!.text).toContain('bank account ending in 6789');
    expect(english!.text).toContain('November 23, 2026');
    expect(es!.text).toContain('Recibo de pago');
    expect(es!.text).toContain('23 de noviembre de 2026');

    const demo2 = await signIn(testApp.app, 'demo2');
    expect((await get(paymentReceiptPdfPath(receipt.confirmationNumber, 'en-US'), demo2)).statusCode).toBe(404);
    expect((await get(paymentReceiptPdfPath('RB-AAAAA-BBBBB', 'en-US'))).statusCode).toBe(404);
    expect((await get(paymentReceiptPdfPath('not-a-number', 'en-US'))).statusCode).toBe(400);
    expect(await cancel(receipt.id)).toMatchObject({ statusCode: 204 });
  });

  it('answers the first answer again for the same key and body, and 422 for the same key with another body', async () => {
    const key = randomUUID();
    const before = await paymentCount();
    const first = await pay(valid({ amount: '50.00' }), key);
    const again = await pay(valid({ amount: '50.00' }), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await pay(valid({ amount: '51.00' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'CONFLICT' });
    expect(await paymentCount()).toBe(before + 1);
    await cancel(paymentReceiptSchema.parse(first.json()).id);
  });

  it('makes one payment from five parallel requests with one key', async () => {
    const key = randomUUID();
    const before = await paymentCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(valid({ amount: '25.00' }), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => paymentReceiptSchema.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    expect(await paymentCount()).toBe(before + 1);
    await cancel([...ids][0] ?? 0);
  });

  it('refuses bad payments with the bad fields named, and writes nothing', async () => {
    const before = await paymentCount();
    const { [ACCOUNT_FIELDS.payoffAmount]: payoff } = await details();
    const cases: Array<[Record<string, unknown>, string | null, string]> = [
      [valid(), null, IDEMPOTENCY_KEY_HEADER],
      [valid(), 'not-a-uuid', IDEMPOTENCY_KEY_HEADER],
      [valid({ amount: '0.00' }), randomUUID(), 'amount'],
      [valid({ amount: '-5.00' }), randomUUID(), 'amount'],
      [valid({ amount: '10.5' }), randomUUID(), 'amount'],
      [valid({ payOn: '2026-11-22' }), randomUUID(), 'payOn'],
      [valid({ payOn: '2026-12-24' }), randomUUID(), 'payOn'],
      [valid({ payOn: '2026-02-30' }), randomUUID(), 'payOn'],
      [valid({ paymentMethodId: 999_999 }), randomUUID(), 'paymentMethodId'],
      [{ ...valid(), extra: 1 }, randomUUID(), 'extra'],
    ];
    for (const [body, key, field] of cases) {
      const response = await pay(body, key);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys((response.json() as { fields: Record<string, string> }).fields)).toContain(field);
    }
    // Well-formed but over the payoff: the money guard's 422 (docs/decisions/051).
    const over = await pay(valid({ amount: (Number(payoff) + 0.01).toFixed(2) }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ status: 'INVALID', fields: { amount: 'above_payoff' } });
    expect(await pay(valid({ amount: payoff }))).toMatchObject({ statusCode: 201 });
    expect(await paymentCount()).toBe(before + 1);
    const [latest] = paymentsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.payments)).json());
    await cancel(latest?.id ?? 0);
  });

  it('refuses a payment for Thanksgiving or a Saturday: 422, not_business_day on the date, nothing written', async () => {
    const before = await paymentCount();
    // Thanksgiving 2026 (Thursday the 26th) and the Saturday after: both in the 30-day window.
    for (const payOn of ['2026-11-26', '2026-11-28']) {
      const response = await pay(valid({ amount: '25.00', payOn }));
      expect({ payOn, status: response.statusCode }).toEqual({ payOn, status: 422 });
      expect(response.json()).toEqual({ status: 'INVALID', message: expect.any(String), fields: { date: 'not_business_day', payOn: 'not_business_day' } });
    }
    expect(await paymentCount()).toBe(before);
    // The Friday after is a business day.
    const friday = await pay(valid({ amount: '25.00', payOn: '2026-11-27' }));
    expect(friday.statusCode).toBe(201);
    await cancel(paymentReceiptSchema.parse(friday.json()).id);
  });

  it('posts a payment on its date into interest and principal, and moves every figure of the loan with it', async () => {
    const before = await details();
    const made = paymentReceiptSchema.parse((await pay(valid({ amount: '389.45' }))).json());
    const lastPosted = await db()
      .selectFrom('account_transactions')
      .innerJoin('loan_accounts', 'loan_accounts.id', 'account_transactions.loan_account_id')
      .select(['account_transactions.posted_on as postedOn'])
      .where('loan_accounts.account_number', '=', before[ACCOUNT_FIELDS.accountNumber])
      .where('account_transactions.type', '=', 'payment')
      .orderBy('account_transactions.posted_on', 'desc')
      .orderBy('account_transactions.id', 'desc')
      .executeTakeFirstOrThrow();

    // Before the cut-off nothing posts; after it the payment goes out in Monday's ACH file, which settles on
    // Tuesday: then it posts, once (docs/decisions/055).
    expect(await postDuePayments(db(), MONDAY_10AM_CENTRAL)).toEqual({ madePending: 0, posted: 0 });
    expect((await originateAchFile(db(), MONDAY_7PM_CENTRAL, testApp.jobDeps)).entries).toBeGreaterThanOrEqual(1);
    expect((await postDuePayments(db(), TUESDAY_NOON_CENTRAL)).posted).toBe(1);
    expect((await postDuePayments(db(), TUESDAY_NOON_CENTRAL)).posted).toBe(0);

    const payments = paymentsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.payments)).json());
    expect(payments.find((payment) => payment.id === made.id)).toMatchObject({ status: 'posted', postedOn: '2026-11-23', cancellable: false });
    const history = historyPageSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.history}?type=payment`)).json());
    const entry = history.items.find((item) => item.reference === made.confirmationNumber);
    expect(entry).toMatchObject({ status: 'posted', amount: '-389.45', postedOn: '2026-11-23' });
    const interest = -Number(entry?.interest);
    const principal = -Number(entry?.principal);
    const days = Math.round((Date.parse('2026-11-23') - Date.parse(lastPosted.postedOn)) / 86_400_000);
    expect(days).toBeGreaterThan(0);
    expect(interest).toBeCloseTo(Math.min(389.45, days * Number(before[ACCOUNT_FIELDS.perDiemInterest])), 2);
    expect(interest + principal).toBeCloseTo(389.45, 2);

    const after = await details();
    const balanceCents = Math.round(Number(before[ACCOUNT_FIELDS.currentBalance]) * 100) - Math.round(principal * 100);
    expect(after[ACCOUNT_FIELDS.currentBalance]).toBe((balanceCents / 100).toFixed(2));
    expect(entry?.runningBalance).toBe(after[ACCOUNT_FIELDS.currentBalance]);
    // Posted on Tuesday for Monday: one day of interest on the new balance is owed again.
    const payoffCents = balanceCents + Math.round(Number(after[ACCOUNT_FIELDS.perDiemInterest]) * 100);
    expect(after[ACCOUNT_FIELDS.payoffAmount]).toBe((payoffCents / 100).toFixed(2));
    expect(after[ACCOUNT_FIELDS.amountDue]).toBe('0.00');
    expect(after[ACCOUNT_FIELDS.nextDueDate]).toBe('2027-01-15');
  });

  it('after the cut-off dates a payment the next business day, and a pending one can no longer be cancelled', async () => {
    const made = paymentReceiptSchema.parse((await pay(valid({ amount: '30.00' }))).json());
    now = MONDAY_7PM_CENTRAL;
    expect((await pay(valid({ payOn: '2026-11-23' }))).statusCode).toBe(400);
    const tomorrow = await pay(valid({ amount: '40.00', payOn: '2026-11-24' }));
    expect(paymentReceiptSchema.parse(tomorrow.json()).status).toBe('scheduled');
    const late = await cancel(made.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 'CONFLICT' });
    expect(await cancel(paymentReceiptSchema.parse(tomorrow.json()).id)).toMatchObject({ statusCode: 204 });
  });

  it('needs a session (401) and the csrf token (403)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.payments })).statusCode).toBe(401);
    const noCsrf = await testApp.app.inject({
      method: 'POST',
      url: ACCOUNT_MONEY_PATHS.payments,
      payload: valid(),
      headers: { cookie: demo.cookie, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
