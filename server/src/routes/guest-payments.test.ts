import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MONEY_PATHS,
  GUEST_PAYMENT_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  SECURITY_EVENTS,
  errorBodySchema,
  guestLookupResponseSchema,
  paymentsResponseSchema,
} from 'shared-contracts';
import { readMailbox } from '../test-support/mailbox.js';
import { signIn, signedInHeaders } from '../test-support/portal-client.js';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * Paying without an account (docs/decisions/058): the lookup answers only a statement's facts or one INVALID for
 * every mismatch, is rate-limited per address and per account number and audited either way; the token pays once,
 * within 15 minutes, through the guards of every payment, and the payment is the borrower's like any other.
 */

// Monday 23 November 2026, 10:00 Central: before the cut-off on a business day.
const NOW = Date.parse('2026-11-23T16:00:00Z');
const MARIA = { accountNumber: '3052718841', lastName: 'Garcia', zipCode: '75201', ssnLastFour: '6789' };
const BANK = { routingNumber: '021000021', accountNumber: '987654321', accountNumberConfirm: '987654321', accountType: 'checking', holderName: 'Maria Garcia' };

describe.each(TEST_DIALECTS)('guest payments on %s', (dialect) => {
  let testApp: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect, now: () => new Date(clock) });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    clock = NOW;
  });

  const app = () => testApp.app;
  const db = () => testApp.testDatabase.database.db;
  let nextAddress = 1;
  /** Each test its own client address, so the per-address buckets of one test do not fill another's. */
  const freshAddress = () => `10.9.${nextAddress++}.1`;

  async function lookup(body: Record<string, unknown>, remoteAddress = freshAddress(), captcha = true) {
    const payload = captcha ? { captchaToken: await solvedCaptcha(app()), ...body } : body;
    return app().inject({ method: 'POST', url: GUEST_PAYMENT_PATHS.lookup, payload, remoteAddress });
  }

  async function tokenFor(body: Record<string, unknown> = MARIA): Promise<string> {
    const response = await lookup(body);
    expect(response.statusCode).toBe(200);
    return guestLookupResponseSchema.parse(response.json()).token;
  }

  const pay = (body: Record<string, unknown>, key: string = randomUUID(), remoteAddress = freshAddress()) =>
    app().inject({ method: 'POST', url: GUEST_PAYMENT_PATHS.payments, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, payload: body, remoteAddress });

  const paymentBody = (token: string, extra: Record<string, unknown> = {}) => ({
    token,
    amount: '25.00',
    payOn: '2026-11-23',
    ...BANK,
    email: 'payer@example.com',
    locale: 'es-US',
    ...extra,
  });

  describe('the lookup', () => {
    it('answers a token and a statement’s facts, nothing more', async () => {
      const response = await lookup({ ...MARIA, lastName: ' GARCIA ', zipCode: '75201-1234' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        maskedName: 'M. Garcia',
        amountDue: '389.45',
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        payoff: '14412.90',
      });
    });

    it('answers every mismatch with the same status and body, and audits each', async () => {
      const mismatches = [
        { ...MARIA, accountNumber: '3052718849' },
        { ...MARIA, lastName: 'Souza' },
        { ...MARIA, zipCode: '75202' },
        { ...MARIA, ssnLastFour: '6780' },
        // Charged off (not AL): not payable here, told the same way.
        { accountNumber: '3052718844', lastName: 'Brown', zipCode: '75204', ssnLastFour: '9012' },
      ];
      const answers = [];
      for (const body of mismatches) answers.push(await lookup(body));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toBe(answers[0]?.body);
        expect(answer.headers['content-type']).toBe(answers[0]?.headers['content-type']);
      }
      expect(errorBodySchema.parse(answers[0]?.json()).status).toBe('INVALID');
      const events = await db().selectFrom('security_events').select(['outcome', 'reason']).where('event', '=', SECURITY_EVENTS.guestLookup).where('outcome', '=', 'failure').execute();
      expect(events.length).toBeGreaterThanOrEqual(mismatches.length);
      expect(events.every((event) => event.reason === 'no_match')).toBe(true);
    });
  });

  describe('the payment', () => {
    it('pays once with the token, replays the same key, and refuses the token a second time', async () => {
      const token = await tokenFor();
      const key = randomUUID();
      const first = await pay(paymentBody(token), key);
      expect(first.statusCode).toBe(201);
      const receipt = first.json() as { confirmationNumber: string };
      expect(first.json()).toEqual({ confirmationNumber: expect.stringMatching(/^RB-/), amount: '25.00', date: '2026-11-23' });
      expect(first.body).not.toContain(BANK.accountNumber);

      const again = await pay(paymentBody(token), key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());

      const spent = await pay(paymentBody(token));
      expect(spent.statusCode).toBe(400);
      expect(errorBodySchema.parse(spent.json()).status).toBe('EXPIRED');

      const row = await db()
        .selectFrom('payments')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .select(['payments.source', 'payments.status', 'payments.amount_cents', 'payment_methods.last4', 'payment_methods.removed_at', 'payment_methods.account_number_ciphertext'])
        .where('payments.confirmation_number', '=', receipt.confirmationNumber)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ source: 'guest', status: 'pending', amount_cents: 2500, last4: '4321' });
      expect(row.removed_at).not.toBeNull();
      expect(row.account_number_ciphertext).not.toContain(BANK.accountNumber);

      // The receipt, in the page's language.
      await testApp.transport.settled();
      const mail = (await readMailbox(app())).find((entry) => entry.to === 'payer@example.com' && entry.body.includes(receipt.confirmationNumber));
      expect(mail?.body).toContain('Número de confirmación');
      expect(mail?.body).toContain('4321');
      expect(mail?.body).not.toContain(BANK.accountNumber);

      // The borrower sees it when signed in; the bank account typed for it is not one of theirs.
      const demo = await signIn(app(), 'demo');
      const payments = paymentsResponseSchema.parse((await app().inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.payments, headers: { cookie: demo.cookie } })).json());
      expect(payments.find((payment) => payment.confirmationNumber === receipt.confirmationNumber)?.source).toBe('guest');
      const methods = (await app().inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.paymentMethods, headers: { cookie: demo.cookie } })).json() as Array<{ last4: string }>;
      expect(methods.map((method) => method.last4)).not.toContain('4321');
    });

    it('lets the token pay for 15 minutes only', async () => {
      const token = await tokenFor();
      clock = NOW + 15 * 60_000 + 1000;
      const late = await pay(paymentBody(token, { amount: '26.00' }));
      expect(late.statusCode).toBe(400);
      expect(errorBodySchema.parse(late.json()).status).toBe('EXPIRED');
    });

    it('keeps the rules of every payment: the payoff, the date window, the account typed twice', async () => {
      const token = await tokenFor();
      const above = await pay(paymentBody(token, { amount: '20000.00' }));
      expect(above.statusCode).toBe(422);
      expect(above.json()).toMatchObject({ fields: { amount: 'above_payoff' } });
      const past = await pay(paymentBody(token, { payOn: '2026-11-20' }));
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ fields: { payOn: 'outside_payment_window' } });
      const mistyped = await pay(paymentBody(token, { accountNumberConfirm: '987654320' }));
      expect(mistyped.statusCode).toBe(400);
      expect(mistyped.body).not.toContain('98765432');
      // None of these spent the token.
      expect((await pay(paymentBody(token, { amount: '27.00' }))).statusCode).toBe(201);
    });

    it('a signed-in payment mails its receipt too, in the borrower’s language, once per Idempotency-Key', async () => {
      const demo = await signIn(app(), 'demo');
      const methods = (await app().inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.paymentMethods, headers: { cookie: demo.cookie } })).json() as Array<{ id: number; last4: string }>;
      const key = randomUUID();
      const make = () =>
        app().inject({
          method: 'POST',
          url: ACCOUNT_MONEY_PATHS.payments,
          headers: { ...signedInHeaders(demo), [IDEMPOTENCY_KEY_HEADER]: key },
          payload: { amount: '31.00', paymentMethodId: methods[0]?.id, payOn: '2026-11-24' },
        });
      const made = await make();
      expect(made.statusCode).toBe(201);
      const { confirmationNumber } = made.json() as { confirmationNumber: string };
      expect((await make()).statusCode).toBe(201);
      await testApp.transport.settled();
      const mails = (await readMailbox(app())).filter((entry) => entry.body.includes(confirmationNumber));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe('maria.garcia@example.com');
      expect(mails[0]?.body).toContain('Confirmation number');
      expect(mails[0]?.body).toContain(methods[0]?.last4 ?? '????');
    });

    it('answers an unknown token as an ended session', async () => {
      const response = await pay(paymentBody('a'.repeat(43)));
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).status).toBe('EXPIRED');
    });
  });
});

describe.each(TEST_DIALECTS)('guest lookup rate limits on %s', (dialect) => {
  let testApp: TestApp;
  // The real limits (other test apps multiply them by 1000).
  beforeAll(async () => {
    testApp = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => testApp.close());

  // The buckets count before the captcha is checked: unsolved tries count too, and no captcha is solved here.
  const attempt = (accountNumber: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: GUEST_PAYMENT_PATHS.lookup,
      payload: { accountNumber, lastName: 'Nobody', zipCode: '00000', ssnLastFour: '0000', captchaToken: 'x' },
      remoteAddress,
    });

  it('limits tries per account number across addresses', async () => {
    const statuses = [];
    for (let index = 1; index <= 6; index += 1) statuses.push((await attempt('3052718843', `10.8.${index}.1`)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('limits tries per address across account numbers', async () => {
    const statuses = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await attempt(String(4_000_000_000 + index), '10.7.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
