import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { addDays, addMonths, businessClock, centsToAmount } from 'shared-contracts';
import { createLoanAccountsRepository } from '../db/loan-accounts-repository.js';
import { claimOnce, createLoanCyclesRepository, type StatementToDeliver } from '../db/loan-cycles-repository.js';
import type { AccountTransactionRow, DatabaseSchema, LoanAccountRow, StatementRow } from '../db/schema.js';
import { customerLocale } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { toCsv } from '../payments/csv.js';
import { isoNow } from '../time.js';
import { statementReadyMail } from './cycle-messages.js';

/*
 * Statement cycles (spec 2.4 /account/statements; docs/decisions/057). A loan's cycle closes on its statement day,
 * five days after its due day (the 28th at most), as the servicing history has it (db/account-history.ts). The day
 * after a close, the job makes the month's statement from the ledger: the opening balance, the payments, interest,
 * fees and adjustments posted in the period and the closing balance — figures that add up by construction, and the
 * statements table checks it — and bills the next installment. The statement appears in /account/statements with
 * its PDF like any other. A paperless borrower gets a notice mail; a paper statement is written to the day's print
 * list (a CSV in STATEMENT_PRINT_DIR) for the print house.
 *
 * Interest (decision 057): the loan accrues simple interest daily at its per-diem, and the posting job charges it
 * when a payment posts (docs/decisions/020). The close posts no interest line of its own: the statement's interest
 * is the interest charged in the period — the interest parts of its payments, plus any interest line the servicing
 * system posted (as the demo history has). Interest accrued since the last payment is in the payoff, not the balance.
 *
 * Idempotent and safe beside a second run: the statement's unique (loan, date) key and its delivery row are written
 * in one transaction with the loan's new amount due, so a second run loses on the key and changes nothing; a notice
 * or a print-list entry is marked delivered by a conditional update, so one run sends it.
 */

export interface StatementCycleResult {
  statements: number;
  noticesSent: number;
  noticesFailed: number;
  printListed: number;
  /** The print-list files written (absolute paths). */
  printFiles: string[];
}

export interface StatementCycleDeps {
  transport: Pick<MessageTransport, 'sendMail'>;
  origin: string;
  /** STATEMENT_PRINT_DIR: where each statement date's print list is written. */
  printDir: string;
}

/** The day of the month a loan's cycle closes, from its due day (db/account-history.ts does the same). */
export const statementDayOf = (dueDate: string): number => Math.min(Number(dueDate.slice(8, 10)) + 5, 28);

/** The latest close before `today` (a close is made the day after it, when all its postings are in). */
export function lastCloseBefore(today: string, statementDay: number): string {
  const thisMonth = `${today.slice(0, 8)}${String(statementDay).padStart(2, '0')}`;
  return thisMonth < today ? thisMonth : addMonths(thisMonth, -1);
}

export interface StatementFigures {
  previous_balance_cents: number;
  payments_cents: number;
  interest_cents: number;
  fees_cents: number;
  adjustments_cents: number;
  new_balance_cents: number;
}

/**
 * The period's figures from the ledger, oldest first. Each row moves the running balance; a payment's move is its
 * amount plus the interest it paid without that interest ever being in the balance (the posting job's split), so
 * that part is the period's interest. The sum of the moves is closing − opening: the figures add up.
 */
export function figuresOf(ledger: readonly AccountTransactionRow[], periodStart: string, fallbackOpening: number): StatementFigures {
  const before = ledger.filter((row) => row.posted_on < periodStart);
  const inPeriod = ledger.filter((row) => row.posted_on >= periodStart);
  const first = inPeriod[0];
  const opening = before.at(-1)?.running_balance_cents ?? (first ? first.running_balance_cents - first.amount_cents : fallbackOpening);
  const figures = { previous_balance_cents: opening, payments_cents: 0, interest_cents: 0, fees_cents: 0, adjustments_cents: 0, new_balance_cents: opening };
  let running = opening;
  for (const row of inPeriod) {
    const move = row.running_balance_cents - running;
    running = row.running_balance_cents;
    if (row.type === 'payment') {
      figures.payments_cents += -row.amount_cents;
      figures.interest_cents += move - row.amount_cents;
    } else if (row.type === 'interest') figures.interest_cents += move;
    else if (row.type === 'late_fee') figures.fees_cents += move;
    else figures.adjustments_cents += move;
  }
  figures.new_balance_cents = running;
  return figures;
}

/** What the close bills: the installment (and what is past due), and the due date it is due on. */
export function billingAt(loan: LoanAccountRow, close: string): { amountDueCents: number; pastDueCents: number; dueDate: string } | null {
  const nextDue = loan.next_due_date;
  if (!nextDue) return null;
  const cap = (cents: number) => Math.max(0, Math.min(cents, loan.current_balance_cents));
  // Paid up: the next installment is billed now.
  if (loan.amount_due_cents === 0) return { amountDueCents: cap(loan.payment_amount_cents), pastDueCents: 0, dueDate: nextDue };
  // Billed already and not yet due (the statement before asked for it, or it was billed when the loan was set up).
  if (nextDue > close) return { amountDueCents: loan.amount_due_cents, pastDueCents: 0, dueDate: nextDue };
  // Unpaid past its due date: it is past due, and the next installment is added.
  let months = 1;
  while (addMonths(nextDue, months) <= close) months += 1;
  const dueDate = addMonths(nextDue, months);
  return { amountDueCents: cap(loan.amount_due_cents + loan.payment_amount_cents), pastDueCents: loan.amount_due_cents, dueDate };
}

export async function closeStatementCycles(db: Kysely<DatabaseSchema>, now: Date, deps: StatementCycleDeps): Promise<StatementCycleResult> {
  const { today } = businessClock(now);
  const cycles = createLoanCyclesRepository(db);
  const result: StatementCycleResult = { statements: 0, noticesSent: 0, noticesFailed: 0, printListed: 0, printFiles: [] };

  for (const candidate of await cycles.loansWithCycles()) {
    const close = lastCloseBefore(today, statementDayOf(candidate.next_due_date ?? today));
    const latest = await cycles.latestStatement(candidate.id);
    if (latest && latest.statement_date >= close) continue;
    // A loan's first cycle closes once it has had one: never a statement of days before the loan existed.
    if (!latest && candidate.created_at.slice(0, 10) > close) continue;
    if (await closeOne(db, candidate.id, close, latest)) result.statements += 1;
  }

  for (const waiting of await cycles.statementsToDeliver('email')) {
    if (!(await cycles.markStatementDelivered(waiting.statement.id, isoNow(now)))) continue;
    try {
      await deps.transport.sendMail(
        statementReadyMail({
          locale: customerLocale(waiting.language),
          to: waiting.email,
          name: waiting.firstName,
          origin: deps.origin,
          statementDate: waiting.statement.statement_date,
          balanceCents: waiting.statement.new_balance_cents,
          amountDueCents: waiting.statement.amount_due_cents,
          dueDate: waiting.statement.due_date,
        }),
      );
      result.noticesSent += 1;
    } catch {
      await cycles.unmarkStatementDelivered(waiting.statement.id);
      result.noticesFailed += 1;
    }
  }

  const toPrint = await cycles.statementsToDeliver('print');
  for (const statementDate of [...new Set(toPrint.map((entry) => entry.statement.statement_date))].sort()) {
    result.printFiles.push(await writePrintList(deps.printDir, statementDate, await cycles.printStatementsOf(statementDate)));
    for (const entry of toPrint.filter((waiting) => waiting.statement.statement_date === statementDate)) {
      if (await cycles.markStatementDelivered(entry.statement.id, isoNow(now))) result.printListed += 1;
    }
  }
  return result;
}

/** The statement of one close, its delivery and the loan's new amount due, in one transaction. */
async function closeOne(db: Kysely<DatabaseSchema>, loanAccountId: number, close: string, latest: StatementRow | null): Promise<boolean> {
  let made = false;
  const committed = await claimOnce(db, async (trx) => {
    const cycles = createLoanCyclesRepository(trx);
    const loan = await createLoanAccountsRepository(trx).lockForMoneyChange(loanAccountId);
    const billing = loan && billingAt(loan, close);
    if (!loan || !billing) return;
    const periodStart = latest ? addDays(latest.period_end, 1) : loan.created_at.slice(0, 10);
    const ledger = await cycles.ledgerThrough(loan.id, close);
    const figures = figuresOf(ledger, periodStart, latest?.new_balance_cents ?? loan.current_balance_cents);
    await cycles.addStatement(
      {
        loan_account_id: loan.id,
        statement_date: close,
        period_start: periodStart,
        period_end: close,
        ...figures,
        amount_due_cents: billing.amountDueCents,
        past_due_cents: billing.pastDueCents,
        due_date: billing.dueDate,
      },
      loan.billing_method === 'I' ? 'email' : 'print',
      billing.amountDueCents,
    );
    made = true;
  });
  return committed && made;
}

/**
 * The print list of one statement date, written whole (every paper statement of that date) to a temporary file
 * and renamed into place: two runs at once write the same content, and a reader never sees half a file. Column
 * names are the print house's, not the borrower's, so they are not translated.
 */
async function writePrintList(printDir: string, statementDate: string, entries: readonly StatementToDeliver[]): Promise<string> {
  await fs.mkdir(printDir, { recursive: true });
  const file = path.join(printDir, `statements-to-print-${statementDate}.csv`);
  const rows = [
    ['account_number', 'first_name', 'last_name', 'language', 'statement_id', 'statement_date', 'new_balance', 'amount_due', 'due_date'],
    ...entries.map((entry) => [
      entry.accountNumber,
      entry.firstName,
      entry.lastName,
      customerLocale(entry.language),
      String(entry.statement.id),
      entry.statement.statement_date,
      centsToAmount(entry.statement.new_balance_cents),
      centsToAmount(entry.statement.amount_due_cents),
      entry.statement.due_date,
    ]),
  ];
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, toCsv(rows), 'utf8');
  await fs.rename(temporary, file);
  return file;
}
