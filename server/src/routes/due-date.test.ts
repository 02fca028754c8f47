import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  ACCOUNT_FIELDS,
  DUE_DATE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGE_PATHS,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  dueDateChangeReceiptSchema,
  dueDateOptionsSchema,
  messageSummariesResponseSchema,
  threadSchema,
  threadsResponseSchema,
  threadPath,
} from 'shared-contracts';
import { signedInHeaders } from '../test-support/portal-client.js';
import { describeSignedIn } from '../test-support/signed-in-app.js';

/*
 * The due-date change (spec 4.7) against the real app: the options of `demo` (eligible: due on the 15th, current),
 * a change that moves the loan's next due date and leaves the lender's message, its key replayed, another body
 * refused, a second change refused, a date outside the rule refused, and the ineligible cases. The business
 * clock is pinned (Monday 2026-11-23, 10 a.m. Central) and the demo data seeded from it: demo is due 2026-12-15.
 */

const NOW = new Date('2026-11-23T16:00:00Z');
const DUE = '2026-12-15';

describeSignedIn('the due-date calls', { now: () => NOW }, ['demo', 'demo2'], (suite) => {
  const { users, get, db } = suite;
  const change = (body: object, key: string = randomUUID(), session = users.demo) =>
    suite.app.inject({ method: 'POST', url: DUE_DATE_PATHS.change, headers: { ...signedInHeaders(session), [IDEMPOTENCY_KEY_HEADER]: key }, payload: body });
  const options = async (session = users.demo) => {
    const response = await get(DUE_DATE_PATHS.options, session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return dueDateOptionsSchema.parse(response.json());
  };
  const nextDueDate = async (session = users.demo) => accountDetailsSchema.parse((await get(PORTAL_API_PATHS.accountDetails, session).then((r) => r.json())))[ACCOUNT_FIELDS.nextDueDate];
  const changeCount = async () => Number((await sql<{ n: number | string }>`select count(*) as n from due_date_changes`.execute(db())).rows[0]?.n ?? 0);

  it('offers demo the 13 days after the 15th that are not the 29th–31st, the per-diem and the reasons', async () => {
    const answer = await options();
    expect(answer).toMatchObject({ currentDueDate: DUE, eligible: true, ineligibleReason: null, perDiem: '3.51', changeAllowedFrom: null });
    expect(answer.allowedDates).toEqual(Array.from({ length: 13 }, (_, index) => `2026-12-${String(16 + index)}`));
    expect(answer.reasons).toContain('other');
  });

  it('needs a session and the csrf token', async () => {
    expect((await suite.app.inject({ method: 'GET', url: DUE_DATE_PATHS.options })).statusCode).toBe(401);
    const noCsrf = await suite.app.inject({
      method: 'POST',
      url: DUE_DATE_PATHS.change,
      headers: { cookie: users.demo.cookie, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { newDueDate: '2026-12-20', reason: 'payday', otherReason: '' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await changeCount()).toBe(0);
  });

  it('refuses a date outside the rule (400, the field named) and a missing other reason, writing nothing', async () => {
    for (const newDueDate of ['2026-12-15', '2026-12-29', '2026-12-31', '2027-01-01', '2026-12-01']) {
      const response = await change({ newDueDate, reason: 'payday', otherReason: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'INVALID', fields: { newDueDate: expect.any(String) } });
    }
    const other = await change({ newDueDate: '2026-12-20', reason: 'other', otherReason: '  ' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fields: { otherReason: expect.any(String) } });
    const badKey = await change({ newDueDate: '2026-12-20', reason: 'payday', otherReason: '' }, 'not-a-uuid');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ fields: { [IDEMPOTENCY_KEY_HEADER]: 'invalid_format' } });
    expect(await changeCount()).toBe(0);
    expect(await nextDueDate()).toBe(DUE);
  });

  it('changes the date once per key, moves the next due date and leaves the lender a confirming message', async () => {
    const key = randomUUID();
    const body = { newDueDate: '2026-12-20', reason: 'other', otherReason: 'My new job pays on the 19th' };
    const unreadBefore = messageSummariesResponseSchema.parse((await get(PORTAL_API_PATHS.messageSummaries)).json()).filter((m) => !m.custRead).length;

    const first = await change(body, key);
    expect(first.statusCode).toBe(201);
    const receipt = dueDateChangeReceiptSchema.parse(first.json());
    expect(receipt).toMatchObject({ oldDueDate: DUE, newDueDate: '2026-12-20', interestCost: '17.55' });
    expect(receipt.confirmationNumber).toMatch(/^RB-[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    // The same key and body: the first answer again, nothing new.
    const again = await change(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // The same key, another body: 422.
    const other = await change({ ...body, newDueDate: '2026-12-21' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'CONFLICT' });
    expect(await changeCount()).toBe(1);

    expect(await nextDueDate()).toBe('2026-12-20');
    const row = await db().selectFrom('due_date_changes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ old_due_date: DUE, new_due_date: '2026-12-20', reason: 'other', other_reason: 'My new job pays on the 19th', per_diem_cents: 351, interest_cost_cents: 1755, changed_on: '2026-11-23' });

    const threads = threadsResponseSchema.parse((await get(MESSAGE_PATHS.threads)).json());
    const confirming = threads.find((thread) => thread.topic === 'dueDate' && thread.unread && thread.messageCount === 1 && thread.id !== undefined);
    expect(confirming).toBeDefined();
    const thread = threadSchema.parse((await get(threadPath(MESSAGE_PATHS.thread, confirming!.id))).json());
    const text = thread.messages[0]!.body;
    expect(thread.messages[0]!.author).toBe('lender');
    expect(text).toContain('December 20, 2026');
    expect(text).toContain('December 15, 2026');
    expect(text).toContain('$17.55');
    expect(text).toContain(receipt.confirmationNumber);
    const unreadAfter = messageSummariesResponseSchema.parse((await get(PORTAL_API_PATHS.messageSummaries)).json()).filter((m) => !m.custRead).length;
    expect(unreadAfter).toBe(unreadBefore + 1);

    // Now inside 12 months: not eligible, and a second change with a new key is 409.
    expect(await options()).toMatchObject({ eligible: false, ineligibleReason: 'changed_recently', allowedDates: [], changeAllowedFrom: '2027-11-23', currentDueDate: '2026-12-20' });
    const second = await change({ newDueDate: '2026-12-22', reason: 'payday', otherReason: '' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 'CONFLICT' });
    expect(await changeCount()).toBe(1);
    expect(await nextDueDate()).toBe('2026-12-20');
  });

  it('writes in the language the borrower chose for messages', async () => {
    await db().updateTable('users').set({ language: 'es-US' }).where('username', '=', 'demo2').execute();
    const response = await change({ newDueDate: '2026-12-20', reason: 'payday', otherReason: 'ignored with this reason' }, randomUUID(), users.demo2);
    expect(response.statusCode).toBe(201);
    const threads = threadsResponseSchema.parse((await get(MESSAGE_PATHS.threads, users.demo2)).json());
    const confirming = threads.find((thread) => thread.topic === 'dueDate');
    expect(confirming?.subject).toBe('Su solicitud de cambio de fecha de vencimiento');
    const thread = threadSchema.parse((await get(threadPath(MESSAGE_PATHS.thread, confirming!.id), users.demo2)).json());
    expect(thread.messages[0]!.body).toContain('20 de diciembre de 2026');
    const row = await db().selectFrom('due_date_changes').selectAll().where('new_due_date', '=', '2026-12-20').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.other_reason).toBe('');
    // demo's key is not demo2's: keys are per loan.
  });

  it('makes one change of five parallel requests with one key, and answers all five alike', async () => {
    await db().deleteFrom('due_date_changes').execute();
    await db().updateTable('loan_accounts').set({ next_due_date: DUE }).where('account_number', '=', '3052718841').execute();
    const key = randomUUID();
    const body = { newDueDate: '2026-12-18', reason: 'budget', otherReason: '' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => change(body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await changeCount()).toBe(1);
    expect(await nextDueDate()).toBe('2026-12-18');
  });

  it('makes one change of parallel requests with different keys', async () => {
    await db().deleteFrom('due_date_changes').execute();
    await db().updateTable('loan_accounts').set({ next_due_date: DUE }).where('account_number', '=', '3052718841').execute();
    const answers = await Promise.all(['2026-12-18', '2026-12-19', '2026-12-21'].map((newDueDate) => change({ newDueDate, reason: 'budget', otherReason: '' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await changeCount()).toBe(1);
  });

  it('explains an account with something past due, or with nothing due', async () => {
    await db().deleteFrom('due_date_changes').execute();
    const demoLoan = (await db().selectFrom('loan_accounts').selectAll().where('account_number', '=', '3052718841').executeTakeFirstOrThrow());
    await db().updateTable('loan_accounts').set({ amount_due_cents: demoLoan.payment_amount_cents * 2 }).where('id', '=', demoLoan.id).execute();
    expect(await options()).toMatchObject({ eligible: false, ineligibleReason: 'past_due', allowedDates: [] });
    const refused = await change({ newDueDate: '2026-12-20', reason: 'payday', otherReason: '' });
    expect(refused.statusCode).toBe(409);

    await db().updateTable('loan_accounts').set({ amount_due_cents: demoLoan.payment_amount_cents, next_due_date: '2026-11-20' }).where('id', '=', demoLoan.id).execute();
    expect(await options()).toMatchObject({ eligible: false, ineligibleReason: 'past_due' });

    await db().updateTable('loan_accounts').set({ next_due_date: null }).where('id', '=', demoLoan.id).execute();
    expect(await options()).toMatchObject({ eligible: false, ineligibleReason: 'no_due_date', currentDueDate: null });
    expect(await changeCount()).toBe(0);
    await db().updateTable('loan_accounts').set({ amount_due_cents: demoLoan.amount_due_cents, next_due_date: demoLoan.next_due_date }).where('id', '=', demoLoan.id).execute();
  });

  it('allows a new change twelve months after the last one', async () => {
    await db().deleteFrom('due_date_changes').execute();
    await db()
      .insertInto('due_date_changes')
      .values({
        loan_account_id: (await db().selectFrom('loan_accounts').select('id').where('account_number', '=', '3052718841').executeTakeFirstOrThrow()).id,
        old_due_date: '2025-11-10', new_due_date: '2025-11-15', changed_on: '2025-11-23', reason: 'payday', other_reason: '',
        per_diem_cents: 351, interest_cost_cents: 1755, confirmation_number: 'RB-OLDCH-ANGE2', idempotency_key: randomUUID(), request_fingerprint: 'x', first_answer: '{}',
      })
      .execute();
    expect(await options()).toMatchObject({ eligible: true, changeAllowedFrom: null });
    await db().updateTable('due_date_changes').set({ changed_on: '2025-11-24' }).execute();
    expect(await options()).toMatchObject({ eligible: false, ineligibleReason: 'changed_recently', changeAllowedFrom: '2026-11-24' });
  });
});
