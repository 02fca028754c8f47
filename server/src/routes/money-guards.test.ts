import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  ACCOUNT_QUOTAS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGE_PATHS,
  PORTAL_API_PATHS,
  SECURITY_EVENTS,
  accountDetailsSchema,
  payoffPdfPath,
  paymentMethodSchema,
  paymentReceiptSchema,
  paymentsResponseSchema,
  threadSchema,
  withId,
  type NewPayment,
  type NewPaymentMethod,
} from 'shared-contracts';
import { originateAchFile } from '../payments/ach-origination.js';
import { postDuePayments } from '../payments/posting-job.js';
import { multipartBody, type MultipartPart } from '../test-support/multipart-body.js';
import { signIn, signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { SAMPLE_FILES } from '../test-support/sample-files.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';
import type { TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * The money guards and quotas of docs/decisions/051 (spec 2.4 make a payment, bank accounts, autopay, secure
 * messages, statements): a payment never takes the open payments past the payoff; one like a payment made minutes
 * ago needs `confirmDuplicate`, also when two tabs race; money above the balance at posting becomes a credit, not
 * interest; every money change writes its audit event; and the quotas answer 429. The clock is pinned: Monday
 * 2026-11-23, 10 a.m. Central.
 */

const MONDAY_10AM_CENTRAL = new Date('2026-11-23T16:00:00Z');
const MONDAY_7PM_CENTRAL = new Date('2026-11-24T01:00:00Z');
const TUESDAY_NOON_CENTRAL = new Date('2026-11-24T18:00:00Z');
const MB = 1024 * 1024;

describe.each(TEST_DIALECTS)('money guards and quotas on %s', (dialect) => {
  let testApp: TestApp;
  let now = MONDAY_10AM_CENTRAL;
  let demo: SignedIn;
  let methodId: number;
  let loanId: number;
  let userId: number;

  beforeAll(async () => {
    // The real limits: the PDF one is under test (the test app raises every limit a thousandfold otherwise).
    ({ testApp, users: { demo } } = await createSignedInApp({ dialect, now: () => now, env: { RATE_LIMIT_MULTIPLIER: '1' } }, ['demo']));
    methodId = ((await get(ACCOUNT_MONEY_PATHS.paymentMethods)).json() as Array<{ id: number }>)[0]?.id ?? 0;
    const user = await db().selectFrom('users').select(['id', 'loan_account_id']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    loanId = user.loan_account_id;
    userId = user.id;
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    now = MONDAY_10AM_CENTRAL;
    // Each case starts with no open payment: what one leaves scheduled must not count against the next one's payoff.
    await db().updateTable('payments').set({ status: 'cancelled' }).where('loan_account_id', '=', loanId).where('status', 'in', ['scheduled', 'pending']).execute();
  });

  const db = () => testApp.testDatabase.database.db;
  const get = (url: string, session = demo, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie: session.cookie, ...headers } });
  const pay = (body: NewPayment, key: string = randomUUID()) =>
    testApp.app.inject({ method: 'POST', url: ACCOUNT_MONEY_PATHS.payments, payload: body, headers: { ...signedInHeaders(demo), [IDEMPOTENCY_KEY_HEADER]: key } });
  const valid = (overrides: Partial<NewPayment> = {}): NewPayment => ({ amount: '100.00', paymentMethodId: methodId, payOn: '2026-11-23', ...overrides });
  const details = async () => accountDetailsSchema.parse((await get(PORTAL_API_PATHS.accountDetails)).json());
  const paymentCount = async () =>
    Number((await db().selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('loan_account_id', '=', loanId).executeTakeFirstOrThrow()).n);
  const events = async (event: string) =>
    Number(
      (await db().selectFrom('security_events').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('event', '=', event).executeTakeFirstOrThrow()).n,
    );
  const bankAccount = (last4: string): NewPaymentMethod => ({
    routingNumber: '011000015',
    accountNumber: `00012${last4}`,
    accountType: 'checking',
    holderName: 'Maria Garcia',
  });
  const addBankAccount = (body: NewPaymentMethod) =>
    testApp.app.inject({ method: 'POST', url: ACCOUNT_MONEY_PATHS.paymentMethods, payload: body, headers: signedInHeaders(demo) });

  it('refuses (422 above_payoff) a payment that with a scheduled one passes the payoff, and writes nothing', async () => {
    const payoffCents = Math.round(Number((await details())[ACCOUNT_FIELDS.payoffAmount]) * 100);
    const scheduled = await pay(valid({ amount: '500.00', payOn: '2026-11-30' }));
    expect(scheduled.statusCode).toBe(201);
    const before = await paymentCount();
    // Alone it is within the payoff; with the scheduled 500.00 it passes it by a cent.
    const rest = ((payoffCents - 50_000 + 1) / 100).toFixed(2);
    const refused = await pay(valid({ amount: rest }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 'INVALID', fields: { amount: 'above_payoff' } });
    expect(await paymentCount()).toBe(before);
    // A cent less fits exactly.
    expect((await pay(valid({ amount: ((payoffCents - 50_000) / 100).toFixed(2) }))).statusCode).toBe(201);
  });

  it('asks before a second payment of the same amount for the same date within 10 minutes, and makes it once confirmed', async () => {
    const first = await pay(valid({ amount: '123.45' }));
    expect(first.statusCode).toBe(201);
    const before = await paymentCount();

    now = new Date(MONDAY_10AM_CENTRAL.getTime() + 9 * 60_000);
    const key = randomUUID();
    const asked = await pay(valid({ amount: '123.45' }), key);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ status: 'INVALID', fields: { confirmDuplicate: 'possible_duplicate' } });
    expect(await paymentCount()).toBe(before);
    // The list names the earlier one with when it was made: the review step shows it.
    const listed = paymentsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.payments)).json());
    expect(listed.find((payment) => payment.id === paymentReceiptSchema.parse(first.json()).id)?.madeAt).toBe(MONDAY_10AM_CENTRAL.toISOString());

    // Confirmed, with the same key (the refused request made nothing under it): made, and a retry answers it again.
    const confirmed = await pay(valid({ amount: '123.45', confirmDuplicate: true }), key);
    expect(confirmed.statusCode).toBe(201);
    expect((await pay(valid({ amount: '123.45', confirmDuplicate: true }), key)).json()).toEqual(confirmed.json());
    expect(await paymentCount()).toBe(before + 1);

    // Another amount, another date, or past 10 minutes: no question.
    expect((await pay(valid({ amount: '123.46' }))).statusCode).toBe(201);
    expect((await pay(valid({ amount: '123.45', payOn: '2026-11-24' }))).statusCode).toBe(201);
    now = new Date(MONDAY_10AM_CENTRAL.getTime() + 20 * 60_000);
    expect((await pay(valid({ amount: '123.45' }))).statusCode).toBe(201);
  });

  it('lets one of two tabs racing with new keys pay, and asks the other', async () => {
    const before = await paymentCount();
    const answers = await Promise.all([pay(valid({ amount: '77.70' })), pay(valid({ amount: '77.70' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('writes one audit event per money action, in the change’s transaction', async () => {
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            SECURITY_EVENTS.bankAccountAdded,
            SECURITY_EVENTS.bankAccountRemoved,
            SECURITY_EVENTS.paymentMade,
            SECURITY_EVENTS.paymentCancelled,
            SECURITY_EVENTS.autopayOn,
            SECURITY_EVENTS.autopayOff,
          ].map(async (event) => [event, await events(event)] as const),
        ),
      );
    const before = await counts();
    const added = paymentMethodSchema.parse((await addBankAccount(bankAccount('4321'))).json());
    const removed = await testApp.app.inject({ method: 'DELETE', url: withId(ACCOUNT_MONEY_PATHS.paymentMethod, added.id), headers: signedInHeaders(demo) });
    expect(removed.statusCode).toBe(204);
    const made = paymentReceiptSchema.parse((await pay(valid({ amount: '12.34', payOn: '2026-11-27' }))).json());
    expect((await testApp.app.inject({ method: 'DELETE', url: withId(ACCOUNT_MONEY_PATHS.payment, made.id), headers: signedInHeaders(demo) })).statusCode).toBe(204);
    const autopay = (method: 'PUT' | 'DELETE') =>
      testApp.app.inject({ method, url: ACCOUNT_MONEY_PATHS.autopay, headers: signedInHeaders(demo), ...(method === 'PUT' ? { payload: { paymentMethodId: methodId, draftDay: 5 } } : {}) });
    expect((await autopay('PUT')).statusCode).toBe(200);
    expect((await autopay('DELETE')).statusCode).toBe(200);
    // Stopping again changes nothing and records nothing; a refused payment records nothing either.
    expect((await autopay('DELETE')).statusCode).toBe(200);
    expect((await pay(valid({ amount: '99999.00' }))).statusCode).toBe(422);

    const after = await counts();
    for (const [event, count] of Object.entries(after)) expect({ event, added: count - (before[event] ?? 0) }).toEqual({ event, added: 1 });
    const row = await db().selectFrom('security_events').selectAll().where('event', '=', SECURITY_EVENTS.paymentMade).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'success', user_id: userId });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds at most five bank accounts a day to a loan (429 BANK_ACCOUNT_QUOTA with Retry-After), removed ones counted', async () => {
    // The demo's own account was seeded when the database was made: out of this day.
    // (created_at is not updatable through the schema's types: it is set once, at insert.)
    await sql`update payment_methods set created_at = ${'2026-01-02T00:00:00.000Z'} where loan_account_id = ${loanId}`.execute(db());
    now = new Date('2026-11-25T16:00:00Z');
    for (let index = 0; index < ACCOUNT_QUOTAS.bankAccountsPerDay; index += 1) {
      const added = await addBankAccount(bankAccount(`10${index}0`));
      expect(added.statusCode).toBe(201);
      const id = paymentMethodSchema.parse(added.json()).id;
      if (index === 0) await testApp.app.inject({ method: 'DELETE', url: withId(ACCOUNT_MONEY_PATHS.paymentMethod, id), headers: signedInHeaders(demo) });
    }
    now = new Date('2026-11-25T20:00:00Z');
    const sixth = await addBankAccount(bankAccount('9999'));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: 'BANK_ACCOUNT_QUOTA' });
    // The first of the five turns a day old at 16:00 tomorrow: 20 hours from now.
    expect(sixth.headers['retry-after']).toBe(String(20 * 60 * 60));
    now = new Date('2026-11-26T16:00:01Z');
    expect((await addBankAccount(bankAccount('9999'))).statusCode).toBe(201);
  });

  it('keeps at most 50 MB of message files per loan: the 51st MB is refused (429 ATTACHMENT_QUOTA) and nothing is written', async () => {
    const post = (parts: MultipartPart[]) => {
      const { body, contentType } = multipartBody(parts);
      return testApp.app.inject({ method: 'POST', url: MESSAGE_PATHS.threads, headers: { ...signedInHeaders(demo), 'content-type': contentType }, payload: body });
    };
    const message = (file: Buffer): MultipartPart[] => [
      { name: 'topic', value: 'other' },
      { name: 'subject', value: 'Documents' },
      { name: 'body', value: 'My documents are attached.' },
      { name: 'files', filename: 'documents.pdf', contentType: 'application/pdf', value: file },
    ];
    const megabyte = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MB - SAMPLE_FILES.pdf.length, 0x20)]);
    // 49 MB stored already (the size is what counts; the bytes themselves would only slow the test).
    const thread = threadSchema.parse((await post(message(SAMPLE_FILES.pdf))).json());
    const stored = await db().selectFrom('message_attachments').select(['id', 'size_bytes']).where('message_id', '=', thread.messages[0]?.id ?? 0).executeTakeFirstOrThrow();
    await db()
      .updateTable('message_attachments')
      .set({ size_bytes: 49 * MB })
      .where('id', '=', stored.id)
      .execute();

    expect((await post(message(megabyte))).statusCode).toBe(201);
    const threadsBefore = Number((await db().selectFrom('message_threads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const refused = await post(message(megabyte));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'ATTACHMENT_QUOTA' });
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(Number((await db().selectFrom('message_threads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(threadsBefore);
    // A message without files still goes.
    expect((await post(message(megabyte).slice(0, 3))).statusCode).toBe(201);
  });

  it('serves at most 30 PDF documents a session in 10 minutes (429 PDF_DOWNLOAD_LIMIT with Retry-After, a page for a browser)', async () => {
    const session = await signIn(testApp.app, 'demo');
    const letter = payoffPdfPath('2026-11-30', 'es-US');
    const json = { accept: 'application/json' };
    for (let index = 0; index < ACCOUNT_QUOTAS.pdfDownloads.max; index += 1) {
      const response = await get(letter, session, json);
      expect({ index, status: response.statusCode }).toEqual({ index, status: 200 });
    }
    const refused = await get(letter, session, json);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'PDF_DOWNLOAD_LIMIT' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const page = await get(withId(ACCOUNT_MONEY_PATHS.statementPdf, 1), session, { accept: 'text/html' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain('You opened many documents in a short time');
    // Another session of the same borrower is not held up by this one.
    expect((await get(letter, demo, json)).statusCode).toBe(200);
  });
  it('holds money above the balance at posting as a credit, never as interest', async () => {
    // A loan nearly paid: 100.00 of balance, a payoff quoted at 150.00, no interest accruing.
    await db()
      .updateTable('loan_accounts')
      .set({ current_balance_cents: 10_000, payoff_amount_cents: 15_000, per_diem_interest_cents: 0, amount_due_cents: 10_000 })
      .where('id', '=', loanId)
      .execute();
    const made = paymentReceiptSchema.parse((await pay(valid({ amount: '150.00' }))).json());
    // Monday's ACH file, settled on Tuesday (docs/decisions/055).
    await originateAchFile(db(), MONDAY_7PM_CENTRAL, testApp.jobDeps);
    expect((await postDuePayments(db(), TUESDAY_NOON_CENTRAL)).posted).toBeGreaterThanOrEqual(1);

    const entry = await db().selectFrom('account_transactions').selectAll().where('reference', '=', made.confirmationNumber).executeTakeFirstOrThrow();
    expect({ amount: entry.amount_cents, principal: entry.principal_cents, interest: entry.interest_cents, balance: entry.running_balance_cents }).toEqual({
      amount: -10_000,
      principal: -10_000,
      interest: 0,
      balance: 0,
    });
    const payment = await db().selectFrom('payments').select(['credit_cents', 'amount_cents']).where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ credit_cents: 5_000, amount_cents: 15_000 });
    now = TUESDAY_NOON_CENTRAL;
    const after = await details();
    expect(after[ACCOUNT_FIELDS.currentBalance]).toBe('0.00');
    expect(after[ACCOUNT_FIELDS.creditBalance]).toBe('50.00');
  });
});
