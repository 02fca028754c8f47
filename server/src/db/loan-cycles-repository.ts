import type { Insertable, Kysely } from 'kysely';
import { isUniqueViolation } from './constraint-errors.js';
import type { AccountTransactionRow, DatabaseSchema, LoanAccountRow, StatementRow, StatementsTable } from './schema.js';
import { inTransaction } from './in-transaction.js';

/*
 * The SQL of the loan's daily jobs (docs/decisions/057): autopay drafts, statement cycles and payment reminders.
 * Every claim is an insert keyed by loan and cycle, so that a second run or a second instance finds the row and
 * does nothing; every "sent" mark is a conditional update, so that one mail goes out however many runs race.
 */

/** Who a loan's messages go to: its online user's address and language, else the loan's address in English. */
export interface LoanAddressee {
  loanAccountId: number;
  firstName: string;
  email: string;
  /** `users.language`, or null for a loan without online access. */
  language: string | null;
  /** The confirmed mobile number (E.164), or null. */
  phone: string | null;
}

export interface AutopayCandidate {
  loan: LoanAccountRow;
  paymentMethodId: number;
  last4: string;
  draftDay: number;
}

export interface AutopayDraftToNotify extends LoanAddressee {
  cycleDate: string;
  amountCents: number;
  payOn: string;
  last4: string;
  dueDate: string;
  /** The payment's confirmation number: the mail is its receipt (docs/decisions/058). */
  confirmationNumber: string;
}

export interface ReminderCandidate extends LoanAddressee {
  dueDate: string;
  amountDueCents: number;
  daysBefore: number;
  emailOn: boolean;
  smsOn: boolean;
  /** Text alerts on (F0420 'Y'): off means the borrower asked for no texts (settings, or STOP). */
  textEnrolled: boolean;
}

export interface StatementToDeliver extends LoanAddressee {
  statement: StatementRow;
  accountNumber: string;
  lastName: string;
}

const addresseeColumns = [
  'loan_accounts.id as loan_account_id',
  'loan_accounts.borrower_first_name',
  'loan_accounts.email as loan_email',
  'loan_accounts.phone',
  'users.email as user_email',
  'users.language',
] as const;

interface AddresseeColumns {
  loan_account_id: number;
  borrower_first_name: string;
  loan_email: string;
  phone: string | null;
  user_email: string | null;
  language: string | null;
}

const addresseeOf = (row: AddresseeColumns): LoanAddressee => ({
  loanAccountId: row.loan_account_id,
  firstName: row.borrower_first_name,
  email: row.user_email ?? row.loan_email,
  language: row.language,
  phone: row.phone,
});

/** Runs `write` in a transaction; false when its claim lost to another run (a unique key), true when it committed. */
export async function claimOnce(db: Kysely<DatabaseSchema>, write: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<boolean> {
  try {
    await inTransaction(db, write);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A statement waiting for delivery as the statement jobs read it: the statement row and its loan's addressee. */
interface StatementDeliveryColumns extends StatementRow, AddresseeColumns {
  account_number: string;
  borrower_last_name: string;
}

/**
 * The statement alone, without the addressee's columns: `loan_account_id` is in both halves (the same loan), and a
 * statement row handed on to the print file must hold the statement's columns only.
 */
const statementToDeliverOf = (row: StatementDeliveryColumns): StatementToDeliver => ({
  ...addresseeOf(row),
  accountNumber: row.account_number,
  lastName: row.borrower_last_name,
  statement: {
    id: row.id,
    loan_account_id: row.loan_account_id,
    statement_date: row.statement_date,
    period_start: row.period_start,
    period_end: row.period_end,
    previous_balance_cents: row.previous_balance_cents,
    payments_cents: row.payments_cents,
    interest_cents: row.interest_cents,
    fees_cents: row.fees_cents,
    adjustments_cents: row.adjustments_cents,
    new_balance_cents: row.new_balance_cents,
    amount_due_cents: row.amount_due_cents,
    past_due_cents: row.past_due_cents,
    due_date: row.due_date,
    created_at: row.created_at,
  },
});

export function createLoanCyclesRepository(db: Kysely<DatabaseSchema>) {
  /** Statement deliveries with their statement and addressee: the e-mail run and the print list filter this one query. */
  const statementDeliveries = () =>
    db
      .selectFrom('statement_deliveries')
      .innerJoin('statements', 'statements.id', 'statement_deliveries.statement_id')
      .innerJoin('loan_accounts', 'loan_accounts.id', 'statements.loan_account_id')
      .leftJoin('users', 'users.loan_account_id', 'loan_accounts.id')
      .selectAll('statements')
      .select([...addresseeColumns, 'loan_accounts.account_number', 'loan_accounts.borrower_last_name']);

  return {
    // ---- autopay drafts ----
    async autopayCandidates(): Promise<AutopayCandidate[]> {
      const rows = await db
        .selectFrom('autopay_enrolments')
        .innerJoin('loan_accounts', 'loan_accounts.id', 'autopay_enrolments.loan_account_id')
        .innerJoin('payment_methods', 'payment_methods.id', 'autopay_enrolments.payment_method_id')
        .selectAll('loan_accounts')
        .select(['autopay_enrolments.payment_method_id', 'autopay_enrolments.draft_day', 'payment_methods.last4'])
        .where('payment_methods.removed_at', 'is', null)
        // Suspended after two returned payments in twelve months (docs/decisions/055): no draft until re-enrolled.
        .where('autopay_enrolments.suspended_at', 'is', null)
        .orderBy('loan_accounts.id')
        .execute();
      return rows.map(({ payment_method_id, draft_day, last4, ...loan }) => ({ loan, paymentMethodId: payment_method_id, last4, draftDay: draft_day }));
    },
    async hasAutopayDraft(loanAccountId: number, cycleDate: string): Promise<boolean> {
      const row = await db.selectFrom('autopay_drafts').select('cycle_date').where('loan_account_id', '=', loanAccountId).where('cycle_date', '=', cycleDate).executeTakeFirst();
      return row !== undefined;
    },
    /** The cycle's row: its primary key (loan + cycle) makes a second draft of the cycle lose (claimOnce). */
    async addAutopayDraft(loanAccountId: number, cycleDate: string, outcome: 'scheduled' | 'already_paid'): Promise<void> {
      await db.insertInto('autopay_drafts').values({ loan_account_id: loanAccountId, cycle_date: cycleDate, outcome, payment_id: null }).execute();
    },
    async linkAutopayDraftPayment(loanAccountId: number, cycleDate: string, paymentId: number): Promise<void> {
      await db.updateTable('autopay_drafts').set({ payment_id: paymentId }).where('loan_account_id', '=', loanAccountId).where('cycle_date', '=', cycleDate).execute();
    },
    /**
     * A statement of a close, its delivery waiting (by e-mail or in the print list) and the loan's new amount due,
     * written together (cycles/statement-cycle-job.ts, inside claimOnce: the statement's key makes a second close lose).
     */
    async addStatement(statement: Omit<Insertable<StatementsTable>, 'id' | 'created_at'>, delivery: 'email' | 'print', amountDueCents: number): Promise<void> {
      const row = await db.insertInto('statements').values(statement).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('statement_deliveries').values({ statement_id: row.id, method: delivery }).execute();
      await db.updateTable('loan_accounts').set({ amount_due_cents: amountDueCents }).where('id', '=', statement.loan_account_id).execute();
    },
    async autopayDraftsToNotify(): Promise<AutopayDraftToNotify[]> {
      const rows = await db
        .selectFrom('autopay_drafts')
        .innerJoin('payments', 'payments.id', 'autopay_drafts.payment_id')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .innerJoin('loan_accounts', 'loan_accounts.id', 'autopay_drafts.loan_account_id')
        .leftJoin('users', 'users.loan_account_id', 'loan_accounts.id')
        .select([...addresseeColumns, 'autopay_drafts.cycle_date', 'payments.amount_cents', 'payments.pay_on', 'payment_methods.last4', 'loan_accounts.next_due_date', 'payments.confirmation_number'])
        .where('autopay_drafts.outcome', '=', 'scheduled')
        .where('autopay_drafts.notified_at', 'is', null)
        .orderBy('loan_accounts.id')
        .execute();
      return rows.map((row) => ({
        ...addresseeOf(row),
        cycleDate: row.cycle_date,
        amountCents: row.amount_cents,
        payOn: row.pay_on,
        last4: row.last4,
        dueDate: row.next_due_date ?? row.pay_on,
        confirmationNumber: row.confirmation_number,
      }));
    },
    /** True for the one run that marks it: that run sends the mail. */
    async markAutopayNotified(loanAccountId: number, cycleDate: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('autopay_drafts')
        .set({ notified_at: at })
        .where('loan_account_id', '=', loanAccountId)
        .where('cycle_date', '=', cycleDate)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async unmarkAutopayNotified(loanAccountId: number, cycleDate: string): Promise<void> {
      await db.updateTable('autopay_drafts').set({ notified_at: null }).where('loan_account_id', '=', loanAccountId).where('cycle_date', '=', cycleDate).execute();
    },

    // ---- statements ----
    /** Loans a cycle can close for: open, with a due date and a monthly payment. */
    async loansWithCycles(): Promise<LoanAccountRow[]> {
      return db
        .selectFrom('loan_accounts')
        .selectAll()
        .where('account_status', '=', 'AL')
        .where('next_due_date', 'is not', null)
        .where('payment_amount_cents', '>', 0)
        .orderBy('id')
        .execute();
    },
    async latestStatement(loanAccountId: number): Promise<StatementRow | null> {
      const row = await db
        .selectFrom('statements')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .orderBy('statement_date', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ?? null;
    },
    /** Ledger rows posted on or before `through`, oldest first (a loan has a few hundred at most). */
    async ledgerThrough(loanAccountId: number, through: string): Promise<AccountTransactionRow[]> {
      return db
        .selectFrom('account_transactions')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .where('posted_on', '<=', through)
        .orderBy('posted_on')
        .orderBy('id')
        .execute();
    },
    async statementsToDeliver(method: 'email' | 'print'): Promise<StatementToDeliver[]> {
      const rows = await statementDeliveries()
        .where('statement_deliveries.method', '=', method)
        .where('statement_deliveries.delivered_at', 'is', null)
        .orderBy('statements.id')
        .execute();
      return rows.map(statementToDeliverOf);
    },
    /** Every print-list statement of one statement date, listed or not: the day's file is written whole each time. */
    async printStatementsOf(statementDate: string): Promise<StatementToDeliver[]> {
      const rows = await statementDeliveries()
        .where('statement_deliveries.method', '=', 'print')
        .where('statements.statement_date', '=', statementDate)
        .orderBy('loan_accounts.account_number')
        .execute();
      return rows.map(statementToDeliverOf);
    },
    async markStatementDelivered(statementId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('statement_deliveries')
        .set({ delivered_at: at })
        .where('statement_id', '=', statementId)
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async unmarkStatementDelivered(statementId: number): Promise<void> {
      await db.updateTable('statement_deliveries').set({ delivered_at: null }).where('statement_id', '=', statementId).execute();
    },

    // ---- reminders ----
    /** Open loans with a reminder on and an amount due on a date between `from` and `to` (inclusive). */
    async reminderCandidates(from: string, to: string): Promise<ReminderCandidate[]> {
      const rows = await db
        .selectFrom('loan_accounts')
        .leftJoin('users', 'users.loan_account_id', 'loan_accounts.id')
        .select([...addresseeColumns, 'loan_accounts.next_due_date', 'loan_accounts.amount_due_cents', 'loan_accounts.reminder_days_before', 'loan_accounts.reminder_email', 'loan_accounts.reminder_sms', 'loan_accounts.text_enrolled'])
        .where('loan_accounts.account_status', '=', 'AL')
        .where((eb) => eb.or([eb('loan_accounts.reminder_email', '=', 1), eb('loan_accounts.reminder_sms', '=', 1)]))
        .where('loan_accounts.amount_due_cents', '>', 0)
        .where('loan_accounts.next_due_date', '>=', from)
        .where('loan_accounts.next_due_date', '<=', to)
        .orderBy('loan_accounts.id')
        .execute();
      return rows.flatMap((row) =>
        row.next_due_date
          ? [
              {
                ...addresseeOf(row),
                dueDate: row.next_due_date,
                amountDueCents: row.amount_due_cents,
                daysBefore: row.reminder_days_before,
                emailOn: row.reminder_email === 1,
                smsOn: row.reminder_sms === 1,
                textEnrolled: row.text_enrolled === 'Y',
              },
            ]
          : [],
      );
    },
    /** Inserts the reminder's row; false when it was sent already (by this run's twin or an earlier run). */
    async claimReminder(loanAccountId: number, dueDate: string, channel: 'email' | 'sms'): Promise<boolean> {
      return claimOnce(db, async (trx) => {
        await trx.insertInto('payment_reminders').values({ loan_account_id: loanAccountId, due_date: dueDate, channel }).execute();
      });
    },
    async releaseReminder(loanAccountId: number, dueDate: string, channel: 'email' | 'sms'): Promise<void> {
      await db.deleteFrom('payment_reminders').where('loan_account_id', '=', loanAccountId).where('due_date', '=', dueDate).where('channel', '=', channel).execute();
    },

    // ---- shared ----
    /** Scheduled and pending payments of the loan, in cents: money on its way counts as paid. */
    async openPaymentsCents(loanAccountId: number, trx: Kysely<DatabaseSchema> = db): Promise<number> {
      const row = await trx
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
        .where('loan_account_id', '=', loanAccountId)
        .where('status', 'in', ['scheduled', 'pending'])
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type LoanCyclesRepository = ReturnType<typeof createLoanCyclesRepository>;
