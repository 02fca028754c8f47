import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { addMonths, buildAccountHistory, type HistoryInput } from './account-history.js';
import { seedDemoAccountHistory } from './account-history-seed.js';
import { DEMO_BORROWERS, nextDueDate } from './demo-data.js';
import { createRepositories } from './repositories.js';

/*
 * The demo user's statements (spec 2.4 /account/statements) and history (/account/history): 12
 * statements and 24 months of transactions that end exactly at the loan's balance and next due date.
 */

const demo = DEMO_BORROWERS.find((borrower) => borrower.user?.username === 'demo');
if (!demo) throw new Error('no demo borrower');
const demo2 = DEMO_BORROWERS.find((borrower) => borrower.user?.username === 'demo2');
if (!demo2) throw new Error('no demo2 borrower');

const inputOn = (today: string): HistoryInput => ({
  balanceCents: demo.currentBalanceCents,
  perDiemCents: demo.perDiemInterestCents,
  paymentCents: demo.paymentAmountCents,
  nextDueDate: nextDueDate(new Date(`${today}T12:00:00Z`)),
  today,
  months: 24,
  statements: 12,
});

describe('buildAccountHistory', () => {
  it.each(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-05', '2026-11-01', '2026-03-01', '2027-01-31'])('ends at the loan as it stands on %s', (today) => {
    const input = inputOn(today);
    const { transactions, statements } = buildAccountHistory(input);

    // 24 payments, one interest posting a month, the late fee and its waiver; all in the past.
    expect(transactions.filter((entry) => entry.type === 'payment')).toHaveLength(24);
    expect(transactions.filter((entry) => entry.type === 'late_fee')).toHaveLength(1);
    expect(transactions.filter((entry) => entry.type === 'adjustment')).toHaveLength(1);
    const first = transactions[0];
    const last = transactions.at(-1);
    expect(first && last).toBeTruthy();
    expect(last?.posted_on && last.posted_on <= today).toBe(true);
    // 24 monthly payments: from the statement before the first of them, 23 to 25 months ago.
    expect(first?.posted_on && first.posted_on <= addMonths(today, -23)).toBe(true);
    expect(first?.posted_on && first.posted_on > addMonths(today, -26)).toBe(true);

    // Every running balance follows from the one before; the last is today's balance.
    let balance = (first?.running_balance_cents ?? 0) - (first?.amount_cents ?? 0);
    for (const entry of transactions) {
      balance += entry.amount_cents;
      expect(entry.running_balance_cents).toBe(balance);
      expect(entry.principal_cents + entry.interest_cents + entry.fees_cents).toBe(entry.amount_cents);
      if (entry.type === 'payment') {
        expect(entry.amount_cents).toBe(-demo.paymentAmountCents);
        expect(entry.interest_cents).toBeLessThanOrEqual(0);
        expect(entry.principal_cents).toBeLessThan(0);
      }
    }
    expect(balance).toBe(demo.currentBalanceCents);
    const sorted = [...transactions].sort((a, b) => (a.posted_on < b.posted_on ? -1 : a.posted_on > b.posted_on ? 1 : 0));
    expect(sorted.map((entry) => entry.posted_on)).toEqual(transactions.map((entry) => entry.posted_on));

    // Interest at the loan's rate: the per-diem on today's balance is a day of it.
    for (const entry of transactions.filter((candidate) => candidate.type === 'interest')) {
      const before = entry.running_balance_cents - entry.amount_cents;
      const days = Number(/(\d+) days/.exec(entry.description)?.[1]);
      expect(Math.abs(entry.amount_cents - (before * demo.perDiemInterestCents * days) / demo.currentBalanceCents)).toBeLessThanOrEqual(1);
    }

    // Twelve monthly statements, newest last, each adding up and chaining to the next.
    expect(statements).toHaveLength(12);
    statements.forEach((statement, index) => {
      expect(statement.statement_date <= today).toBe(true);
      expect(statement.new_balance_cents).toBe(
        statement.previous_balance_cents - statement.payments_cents + statement.interest_cents + statement.fees_cents + statement.adjustments_cents,
      );
      expect(statement.due_date > statement.statement_date).toBe(true);
      const next = statements[index + 1];
      if (next) {
        expect(next.previous_balance_cents).toBe(statement.new_balance_cents);
        expect(next.period_start > statement.period_end).toBe(true);
      }
    });
    const newest = statements.at(-1);
    // Either the statement asking for the next due date, or (before this month's statement date) the one
    // whose due date was just paid: then only that payment separates it from today's balance.
    if (newest?.due_date === input.nextDueDate) {
      expect(newest.new_balance_cents).toBe(demo.currentBalanceCents);
      expect(newest.amount_due_cents).toBe(demo.amountDueCents);
    } else {
      expect(newest?.due_date).toBe(addMonths(input.nextDueDate, -1));
      expect(newest?.new_balance_cents).toBe(demo.currentBalanceCents + demo.paymentAmountCents);
    }
  });

  it('shows the one late payment as past due on its statement, and the fee waived', () => {
    const { statements, transactions } = buildAccountHistory(inputOn('2026-11-21'));
    const fee = transactions.find((entry) => entry.type === 'late_fee');
    const waiver = transactions.find((entry) => entry.type === 'adjustment');
    expect(fee).toMatchObject({ amount_cents: 2500, fees_cents: 2500, description: 'Late fee — payment due 2025-10-15' });
    expect(waiver).toMatchObject({ amount_cents: -2500, fees_cents: -2500, description: 'Late fee waived — courtesy credit' });
    // Older than the twelve statements kept online; the statements since show nothing past due.
    for (const statement of statements) expect(statement.past_due_cents).toBe(0);
    const olderStatements = buildAccountHistory({ ...inputOn('2026-11-21'), statements: 24 }).statements;
    const lateOne = olderStatements.find((statement) => statement.statement_date === '2025-10-20');
    expect(lateOne).toMatchObject({ past_due_cents: 38_945, amount_due_cents: 77_890, payments_cents: 0, due_date: '2025-11-15' });
    const after = olderStatements.find((statement) => statement.statement_date === '2025-11-20');
    expect(after).toMatchObject({ past_due_cents: 0, amount_due_cents: 38_945, payments_cents: 77_890, fees_cents: 2500, adjustments_cents: -2500 });
  });
});

describe.each(TEST_DIALECTS)('the demo statements and history on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.testDatabase.database.db;
  const repositories = () => createRepositories(db());
  const demoLoan = () => db().selectFrom('loan_accounts').selectAll().where('account_number', '=', demo.accountNumber).executeTakeFirstOrThrow();
  const expectedEntries = async () => {
    const loan = await demoLoan();
    const today = new Date().toISOString().slice(0, 10);
    const input = { ...inputOn(today), balanceCents: loan.current_balance_cents, nextDueDate: loan.next_due_date ?? '' };
    return buildAccountHistory(input).transactions.length;
  };

  it('gives the demo loan 12 statements and 24 months of history, newest first and paged', async () => {
    const loan = await demoLoan();
    const statements = await repositories().statements.listForAccount(loan.id, { limit: 10, offset: 0 });
    expect(statements.total).toBe(12);
    expect(statements.rows).toHaveLength(10);
    const secondPage = await repositories().statements.listForAccount(loan.id, { limit: 10, offset: 10 });
    expect(secondPage.rows).toHaveLength(2);
    const dates = [...statements.rows, ...secondPage.rows].map((row) => row.statement_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = statements.rows[0];
    expect(newest && [loan.next_due_date, addMonths(loan.next_due_date ?? '', -1)]).toContain(newest?.due_date);

    const history = await repositories().accountTransactions.listForAccount(loan.id, { limit: 10, offset: 0 });
    // 24 payments, the late fee and its waiver, and an interest posting per statement date (depends on today).
    expect(history.total).toBe(await expectedEntries());
    expect(history.rows[0]?.running_balance_cents).toBe(loan.current_balance_cents);
    const payments = await repositories().accountTransactions.listForAccount(loan.id, { limit: 100, offset: 0, type: 'payment' });
    expect(payments.total).toBe(24);
    expect(payments.rows.every((row) => row.amount_cents === -loan.payment_amount_cents)).toBe(true);
    const oldest = payments.rows.at(-1)?.posted_on ?? '';
    expect(oldest <= addMonths(new Date().toISOString().slice(0, 10), -23)).toBe(true);

    expect(await repositories().statements.findForAccount(loan.id, newest?.id ?? 0)).toEqual(newest);
    const other = await db().selectFrom('loan_accounts').select('id').where('account_number', '=', '3052718842').executeTakeFirstOrThrow();
    expect(await repositories().statements.findForAccount(other.id, newest?.id ?? 0)).toBeNull();
  });

  it('gives no other loan a history, and never seeds twice', async () => {
    const counts = await db()
      .selectFrom('statements')
      .select(['loan_account_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('loan_account_id')
      .execute();
    // demo and demo2 (the second borrower of the cross-account tests) only.
    expect(counts).toHaveLength(2);
    expect(await seedDemoAccountHistory(db())).toEqual([]);
    const loan = await demoLoan();
    expect((await repositories().statements.listForAccount(loan.id, { limit: 1, offset: 0 })).total).toBe(12);
  });

  it('gives a demo database seeded before the history existed its history, from the loan as it stands', async () => {
    const loan = await demoLoan();
    await db().deleteFrom('statements').execute();
    await db().deleteFrom('account_transactions').execute();
    await db().updateTable('loan_accounts').set({ current_balance_cents: 1_400_000 }).where('id', '=', loan.id).execute();
    expect(await seedDemoAccountHistory(db())).toEqual([demo.accountNumber, demo2.accountNumber]);
    const history = await repositories().accountTransactions.listForAccount(loan.id, { limit: 1, offset: 0 });
    expect(history.rows[0]?.running_balance_cents).toBe(1_400_000);
  });

  it('bounds a page to 100 rows', async () => {
    const loan = await demoLoan();
    expect((await repositories().accountTransactions.listForAccount(loan.id, { limit: 10_000, offset: -5 })).rows).toHaveLength(await expectedEntries());
    expect((await repositories().accountTransactions.listForAccount(loan.id, { limit: 0, offset: 0 })).rows).toHaveLength(1);
  });

  it('shows a row another server added at the next read, though the ledger is read from memory', async () => {
    const loan = await demoLoan();
    // This server's repositories keep the ledgers in memory; another server's write goes straight to the database.
    const mine = repositories();
    const before = await mine.accountTransactions.listForAccount(loan.id, { limit: 10, offset: 0, type: 'adjustment' });
    const statementsBefore = await mine.statements.listForAccount(loan.id, { limit: 100, offset: 0 });
    const newest = before.rows[0];
    if (!newest) throw new Error('the demo history has no adjustment');

    const other = repositories();
    const { id: _id, created_at: _createdAt, loan_account_id: _loan, ...entry } = newest;
    await other.accountTransactions.insertMany(loan.id, [{ ...entry, posted_on: '2099-01-01', reference: 'ANOTHER-SERVER' }]);
    const statement = statementsBefore.rows[0];
    if (!statement) throw new Error('the demo loan has no statement');
    const { id: _statementId, created_at: _statementCreatedAt, loan_account_id: _statementLoan, ...copy } = statement;
    await other.statements.insertMany(loan.id, [{ ...copy, statement_date: '2099-01-01' }]);

    const after = await mine.accountTransactions.listForAccount(loan.id, { limit: 10, offset: 0, type: 'adjustment' });
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]?.reference).toBe('ANOTHER-SERVER');
    expect((await mine.accountTransactions.listMatching(loan.id, { from: '2099-01-01' })).map((row) => row.reference)).toEqual(['ANOTHER-SERVER']);
    const statementsAfter = await mine.statements.listForAccount(loan.id, { limit: 100, offset: 0 });
    expect(statementsAfter.total).toBe(statementsBefore.total + 1);
    expect(statementsAfter.rows[0]?.statement_date).toBe('2099-01-01');
  });
});
