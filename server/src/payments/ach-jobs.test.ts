import fs from 'node:fs/promises';
import path from 'node:path';
import { parse, validate } from 'achkit';
import { ACCOUNT_MONEY_PATHS, PORTAL_API_PATHS } from 'shared-contracts';
import { signIn } from '../test-support/portal-client.js';
import { withLease } from '../jobs/lease.js';
import { runScheduledJob } from '../jobs/scheduler.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { renderReturnFile } from './ach-file.js';
import { achFileName, originateAchFile } from './ach-origination.js';
import { PROCESSED_FOLDER, REJECTED_FOLDER, processAchReturns } from './ach-returns.js';
import { postDuePayments } from './posting-job.js';

/*
 * docs/decisions/055 on both dialects, the clock pinned across a month end: Friday 2026-10-30's payments go out
 * after that day's cut-off in one NACHA file that settles on Monday 2026-11-02, post then (not on Saturday), and
 * the bank's return of one of them reverses exactly that posting and charges the fee. Each job run twice changes
 * nothing the second time; of two runners at once only one runs.
 */

const FRIDAY_NOON = new Date('2026-10-30T17:00:00Z'); // 12:00 Central (CDT)
const FRIDAY_7PM = new Date('2026-10-31T00:00:00Z'); // 19:00 Central, past the cut-off
const SATURDAY_NOON = new Date('2026-10-31T17:00:00Z');
const MONDAY_NOON = new Date('2026-11-02T18:00:00Z'); // 12:00 Central (CST)
const TUESDAY_NOON = new Date('2026-11-03T18:00:00Z');

describe.each(TEST_DIALECTS)('ACH origination, posting and returns on %s', (dialect) => {
  let testApp: TestApp;
  let now = FRIDAY_NOON;
  let loanId: number;
  let methodId: number;
  const confirmations = ['RB-ACHAA-00001', 'RB-ACHAA-00002', 'RB-ACHAA-00003'];

  beforeAll(async () => {
    testApp = await createTestApp({ dialect, now: () => now });
    const method = await db().selectFrom('payment_methods').select(['id', 'loan_account_id']).orderBy('id').executeTakeFirstOrThrow();
    loanId = method.loan_account_id;
    methodId = method.id;
    // The demo's own open payments stay out of this test's file.
    await db().updateTable('payments').set({ status: 'cancelled' }).where('status', 'in', ['scheduled', 'pending']).execute();
    const sources = ['online', 'autopay', 'guest'] as const;
    for (const [index, confirmation] of confirmations.entries()) {
      await db()
        .insertInto('payments')
        .values({
          loan_account_id: loanId,
          payment_method_id: methodId,
          amount_cents: 10_000 + index * 1_000,
          pay_on: '2026-10-30',
          status: 'scheduled',
          source: sources[index] ?? 'online',
          confirmation_number: confirmation,
          created_at: '2026-10-29T12:00:00.000Z',
        })
        .execute();
    }
  });
  afterAll(() => testApp.close());

  const db = () => testApp.testDatabase.database.db;
  const paymentsOf = () => db().selectFrom('payments').selectAll().where('confirmation_number', 'in', confirmations).orderBy('id').execute();

  it('writes one balanced NACHA file after the cut-off, read back by achkit with matching control totals, once', async () => {
    expect(await originateAchFile(db(), FRIDAY_NOON, testApp.jobDeps)).toMatchObject({ businessDay: null, fileName: null, entries: 0 });

    const first = await originateAchFile(db(), FRIDAY_7PM, testApp.jobDeps);
    expect(first).toEqual({ businessDay: '2026-10-30', fileName: achFileName('2026-10-30'), entries: 3, debitTotalCents: 33_000 });
    const again = await originateAchFile(db(), FRIDAY_7PM, testApp.jobDeps);
    expect(again).toEqual({ businessDay: '2026-10-30', fileName: achFileName('2026-10-30'), entries: 0, debitTotalCents: 0 });
    expect(await fs.readdir(testApp.config.ach.outboxDir)).toEqual([achFileName('2026-10-30')]);

    const text = await fs.readFile(path.join(testApp.config.ach.outboxDir, achFileName('2026-10-30')), 'utf8');
    expect(validate(text)).toEqual({ ok: true, errors: [] });
    const file = parse(text);
    const [batch] = file.batches;
    expect(file.batches).toHaveLength(1);
    expect(batch?.sec).toBe('WEB');
    expect(batch?.effectiveDate).toBe('261102');
    const debits = batch?.entries.filter((entry) => entry.txnCode === 27 || entry.txnCode === 37) ?? [];
    const credits = batch?.entries.filter((entry) => entry.txnCode === 22 || entry.txnCode === 32) ?? [];
    expect(debits.map((entry) => [entry.idNumber, entry.amountCents])).toEqual([
      [confirmations[0], 10_000],
      [confirmations[1], 11_000],
      [confirmations[2], 12_000],
    ]);
    expect(credits.map((entry) => [entry.account, entry.amountCents])).toEqual([[testApp.config.ach.bank?.offsetAccount, 33_000]]);
    expect(batch?.control).toMatchObject({ entryAddendaCount: 4, totalDebit: 33_000, totalCredit: 33_000 });
    expect(file.control).toMatchObject({ batchCount: 1, entryAddendaCount: 4, totalDebit: 33_000, totalCredit: 33_000 });

    const payments = await paymentsOf();
    const traces = new Map(debits.map((entry) => [entry.idNumber, entry.traceNumber]));
    for (const payment of payments) {
      expect(payment).toMatchObject({ status: 'pending', settles_on: '2026-11-02', ach_trace: traces.get(payment.confirmation_number) });
    }
    expect(new Set(payments.map((payment) => payment.ach_file_id)).size).toBe(1);
    const row = await db().selectFrom('ach_files').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ business_day: '2026-10-30', settlement_date: '2026-11-02', entry_count: 4, debit_total_cents: 33_000, credit_total_cents: 33_000 });
  });

  it('posts the payments on their settlement date, as of their own date, once', async () => {
    expect((await postDuePayments(db(), SATURDAY_NOON)).posted).toBe(0);
    expect((await postDuePayments(db(), MONDAY_NOON)).posted).toBe(3);
    expect((await postDuePayments(db(), MONDAY_NOON)).posted).toBe(0);
    const payments = await paymentsOf();
    expect(payments.map((payment) => [payment.status, payment.posted_on])).toEqual([
      ['posted', '2026-10-30'],
      ['posted', '2026-10-30'],
      ['posted', '2026-10-30'],
    ]);
    const codes = await db().selectFrom('account_transactions').select('code').where('reference', 'in', confirmations).orderBy('id').execute();
    expect(codes.map((line) => line.code)).toEqual(['payment_online', 'payment_autopay', 'payment_guest']);
  });

  async function dropReturnFile(confirmation: string, reasonCode: string, name: string): Promise<string> {
    const payment = await db().selectFrom('payments').selectAll().where('confirmation_number', '=', confirmation).executeTakeFirstOrThrow();
    const text = renderReturnFile({
      ach: { odfiRouting: '123456780', companyId: '1752004120' },
      createdAt: TUESDAY_NOON,
      effectiveDate: '2026-11-03',
      returns: [
        {
          reasonCode,
          originalTrace: payment.ach_trace ?? '',
          confirmationNumber: confirmation,
          amountCents: payment.amount_cents,
          holderName: 'Ana Lima',
          routingNumber: '123456780',
          accountLast4: '6789',
          accountType: 'checking',
        },
      ],
    });
    await fs.mkdir(testApp.config.ach.returnsDir, { recursive: true });
    await fs.writeFile(path.join(testApp.config.ach.returnsDir, name), text);
    return text;
  }

  it('returns a payment: reverses exactly its posting, charges the fee, tells the borrower, reads the file once', async () => {
    const loanBefore = await db().selectFrom('loan_accounts').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
    const text = await dropReturnFile(confirmations[0] ?? '', 'R01', 'returns-2026-11-03.ach');
    expect(parse(text).batches[0]?.entries[0]?.addenda[0]?.type).toBe('99');

    expect(await processAchReturns(db(), TUESDAY_NOON, testApp.jobDeps)).toEqual({ files: 1, returned: 1, unmatched: 0, rejected: 0 });
    expect(await processAchReturns(db(), TUESDAY_NOON, testApp.jobDeps)).toEqual({ files: 0, returned: 0, unmatched: 0, rejected: 0 });
    // The same file delivered again is recognised by its content and only moved away.
    await fs.writeFile(path.join(testApp.config.ach.returnsDir, 'returns-again.ach'), text);
    expect(await processAchReturns(db(), TUESDAY_NOON, testApp.jobDeps)).toEqual({ files: 0, returned: 0, unmatched: 0, rejected: 0 });
    expect((await fs.readdir(testApp.config.ach.returnsDir)).sort()).toEqual([PROCESSED_FOLDER]);
    // A file that is not NACHA is set aside, and the next file is still read.
    await fs.writeFile(path.join(testApp.config.ach.returnsDir, 'a-broken.txt'), 'not a NACHA file\n');
    expect(await processAchReturns(db(), TUESDAY_NOON, testApp.jobDeps)).toEqual({ files: 0, returned: 0, unmatched: 0, rejected: 1 });
    expect((await fs.readdir(testApp.config.ach.returnsDir)).sort()).toEqual([PROCESSED_FOLDER, REJECTED_FOLDER]);

    const payment = await db().selectFrom('payments').selectAll().where('confirmation_number', '=', confirmations[0] ?? '').executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'returned', return_code: 'R01' });
    const lines = await db().selectFrom('account_transactions').selectAll().where('loan_account_id', '=', loanId).where('code', 'in', ['payment_returned', 'returned_payment_fee']).orderBy('id').execute();
    const posting = await db().selectFrom('account_transactions').selectAll().where('id', '=', payment.transaction_id).executeTakeFirstOrThrow();
    expect(lines.map((line) => [line.code, line.type, line.amount_cents, line.principal_cents, line.interest_cents, line.fees_cents])).toEqual([
      ['payment_returned', 'payment', -posting.amount_cents, -posting.principal_cents, -posting.interest_cents, 0],
      ['returned_payment_fee', 'late_fee', 2_500, 0, 0, 2_500],
    ]);
    const loanAfter = await db().selectFrom('loan_accounts').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
    expect(loanAfter.current_balance_cents).toBe(loanBefore.current_balance_cents - posting.principal_cents + 2_500);
    expect(lines[1]?.running_balance_cents).toBe(loanAfter.current_balance_cents);

    await testApp.transport.settled();
    const mail = await db().selectFrom('outbox').selectAll().where('channel', '=', 'mail').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your payment to Roadbridge Auto Finance was returned');
    expect(mail.body).toContain('$100.00');
    expect(mail.body).toContain('insufficient funds (R01)');
    expect(mail.body).toContain('$25.00');
    expect(mail.body).not.toMatch(/\d{6,}/);
  });

  it('suspends autopay after the second return within twelve months, with a notice, in Spanish for a Spanish reader', async () => {
    await db().updateTable('users').set({ language: 'es-US' }).where('loan_account_id', '=', loanId).execute();
    const enrolled = await db().selectFrom('autopay_enrolments').select('loan_account_id').where('loan_account_id', '=', loanId).executeTakeFirst();
    if (!enrolled) await db().insertInto('autopay_enrolments').values({ loan_account_id: loanId, payment_method_id: methodId, draft_day: 5 }).execute();

    // Through the development route, as the browser tests do: it writes the bank's file and runs the job.
    const payment = await db().selectFrom('payments').select('id').where('confirmation_number', '=', confirmations[1] ?? '').executeTakeFirstOrThrow();
    now = TUESDAY_NOON;
    const answer = await testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.devPaymentReturn.replace(':id', String(payment.id)), payload: { reasonCode: 'R02' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ returned: 1, unmatched: 0 });
    const refused = await testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.devPaymentReturn.replace(':id', String(payment.id)), payload: { reasonCode: 'R99' } });
    expect(refused.statusCode).toBe(400);

    const enrolment = await db().selectFrom('autopay_enrolments').selectAll().where('loan_account_id', '=', loanId).executeTakeFirstOrThrow();
    expect(enrolment.suspended_at).not.toBeNull();
    const notices = await db().selectFrom('account_notices').select('kind').where('loan_account_id', '=', loanId).execute();
    expect(notices).toEqual([{ kind: 'autopay_suspended' }]);
    // The overview reads it (the borrower's own only).
    const user = await db().selectFrom('users').select('username').where('loan_account_id', '=', loanId).executeTakeFirstOrThrow();
    const session = await signIn(testApp.app, user.username);
    const read = await testApp.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.notices, headers: { cookie: session.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([{ id: expect.any(Number), kind: 'autopay_suspended', createdAt: expect.stringMatching(/^\d{4}-/) }]);
    const other = await signIn(testApp.app, user.username === 'demo' ? 'demo2' : 'demo');
    expect((await testApp.app.inject({ method: 'GET', url: ACCOUNT_MONEY_PATHS.notices, headers: { cookie: other.cookie } })).json()).toEqual([]);
    await testApp.transport.settled();
    const mail = await db().selectFrom('outbox').selectAll().where('channel', '=', 'mail').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Se devolvió su pago a Roadbridge Auto Finance');
    expect(mail.body).toContain('cuenta cerrada (R02)');
    expect(mail.body).toContain('los pagos automáticos quedan en pausa');
  });

  it('runs a job on one of two runners at once (the lease), and again once it is free', async () => {
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return runs;
    };
    const lease = (holder: string) => withLease(db(), 'job:test', { holder, now: () => new Date(), ttlMs: 60_000 }, slow);
    const [first, second] = await Promise.all([lease('instance-a'), lease('instance-b')]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(runs).toBe(1);
    expect((await lease('instance-b')).ran).toBe(true);

    // The registry's jobs through the same lease: two ach-returns runs at once, one of them runs.
    const [a, b] = await Promise.all([
      runScheduledJob(db(), 'ach-returns', () => TUESDAY_NOON, testApp.jobDeps, 'instance-a'),
      runScheduledJob(db(), 'ach-returns', () => TUESDAY_NOON, testApp.jobDeps, 'instance-b'),
    ]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
  });
});
