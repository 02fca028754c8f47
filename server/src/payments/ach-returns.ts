import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { LOAN_TERMS, addMonths, businessClock } from 'shared-contracts';
import type { AchSettings } from '../config.js';
import type { DatabaseSchema, PaymentRow } from '../db/schema.js';
import type { MessageTransport } from '../mail/transport.js';
import { isHandledReturnCode, readReturns, type AchReturn, type ReturnReasonCode } from './ach-file.js';
import { returnedPaymentMail, returnedPaymentText, type ReturnedPaymentFacts } from './returned-payment-messages.js';

/*
 * Returned payments (docs/decisions/055). The bank puts NACHA return files in ACH_RETURNS_DIR; this job reads each
 * file once (the SHA-256 of its content is kept in `ach_return_files`, and the file is moved to `processed/`) and,
 * for each return of one of our debits, in one transaction: the payment becomes `returned`; its posting, if it had
 * posted, is reversed by a `payment_returned` line; the loan's returned payment fee is charged by a
 * `returned_payment_fee` line (LOAN_TERMS); the balance, amount due and due date move back; and after the second
 * return within twelve months autopay is suspended with a notice for the account overview. The borrower then gets
 * a mail, and a text message when enrolled for them, in their language.
 */

export interface ReturnsDeps {
  ach: Pick<AchSettings, 'returnsDir'>;
  transport: MessageTransport;
  publicUrl: string | null;
  /** Where a failed send is told (never with the message). */
  warn?: (message: string) => void;
}

export interface ReturnsResult {
  files: number;
  returned: number;
  /** Returns of no payment of ours, or of one already returned. */
  unmatched: number;
  /** Files that were not NACHA, moved to `rejected/`. */
  rejected: number;
}

export const PROCESSED_FOLDER = 'processed';
export const REJECTED_FOLDER = 'rejected';

interface Notification {
  email: string | null;
  phone: string | null;
  language: string;
  facts: ReturnedPaymentFacts;
}

export async function processAchReturns(db: Kysely<DatabaseSchema>, now: Date, deps: ReturnsDeps): Promise<ReturnsResult> {
  const result: ReturnsResult = { files: 0, returned: 0, unmatched: 0, rejected: 0 };
  const names = await listReturnFiles(deps.ach.returnsDir);
  for (const name of names) {
    const source = path.join(deps.ach.returnsDir, name);
    const text = await fs.readFile(source, 'utf8');
    const sha256 = createHash('sha256').update(text).digest('hex');
    const seen = await db.selectFrom('ach_return_files').select('id').where('sha256', '=', sha256).executeTakeFirst();
    const notifications: Notification[] = [];
    if (!seen) {
      let returns: AchReturn[];
      try {
        ({ returns } = readReturns(text));
      } catch (error) {
        // A file that is not NACHA must not hold back the files after it: set aside for an operator to look at.
        deps.warn?.(`ACH return file ${name} could not be read (${error instanceof Error ? error.message : String(error)}); moved to ${REJECTED_FOLDER}/`);
        await moveTo(deps.ach.returnsDir, name, REJECTED_FOLDER);
        result.rejected += 1;
        continue;
      }
      await db.transaction().execute(async (trx) => {
        // Unique by content: another instance reading the same file at once fails here and changes nothing.
        await trx.insertInto('ach_return_files').values({ file_name: name, sha256, return_count: returns.length }).execute();
        for (const item of returns) {
          const notification = await applyReturn(trx, item, now);
          if (notification) {
            notifications.push(notification);
            result.returned += 1;
          } else {
            result.unmatched += 1;
          }
        }
      });
      result.files += 1;
    }
    await moveTo(deps.ach.returnsDir, name, PROCESSED_FOLDER);
    for (const notification of notifications) await notify(deps, notification);
  }
  return result;
}

async function listReturnFiles(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function moveTo(folder: string, name: string, subfolder: string): Promise<void> {
  const target = path.join(folder, subfolder);
  await fs.mkdir(target, { recursive: true });
  await fs.rename(path.join(folder, name), path.join(target, name));
}

async function notify(deps: ReturnsDeps, notification: Notification): Promise<void> {
  try {
    if (notification.email) await deps.transport.sendMail(returnedPaymentMail(notification.email, notification.language, deps.publicUrl, notification.facts));
    if (notification.phone) await deps.transport.sendText(returnedPaymentText(notification.phone, notification.language, notification.facts));
  } catch (error) {
    // The return stands; only the message failed. The error's message names the transport's failure, not the text.
    deps.warn?.(`A returned payment's message could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One return, inside the file's transaction; null when it is not a debit of ours still standing. */
async function applyReturn(trx: Transaction<DatabaseSchema>, item: AchReturn, now: Date): Promise<Notification | null> {
  const reasonCode: ReturnReasonCode = isHandledReturnCode(item.reasonCode) ? item.reasonCode : 'R06';
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('confirmation_number', '=', item.confirmationNumber)
    .where('ach_trace', '=', item.originalTrace)
    .executeTakeFirst();
  if (!payment) return null;
  const wasPosted = payment.status === 'posted';
  const claimed = await trx
    .updateTable('payments')
    .set({ status: 'returned', returned_at: now.toISOString(), return_code: item.reasonCode })
    .where('id', '=', payment.id)
    .where('status', 'in', ['posted', 'pending'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;

  const today = businessClock(now).today;
  const loan = await trx.selectFrom('loan_accounts').selectAll().where('id', '=', payment.loan_account_id).executeTakeFirstOrThrow();
  const feeCents = LOAN_TERMS.returnedPaymentFeeCents;
  let balanceCents = loan.current_balance_cents;
  let appliedCents = 0;
  if (wasPosted && payment.transaction_id !== null) {
    appliedCents = await reversePosting(trx, payment, item.reasonCode, today, balanceCents);
    balanceCents += await principalOf(trx, payment.transaction_id);
  }
  balanceCents += feeCents;
  await trx
    .insertInto('account_transactions')
    .values({
      loan_account_id: loan.id,
      posted_on: today,
      type: 'late_fee',
      code: 'returned_payment_fee',
      description: `Returned payment fee — ${payment.confirmation_number}`,
      amount_cents: feeCents,
      principal_cents: 0,
      interest_cents: 0,
      fees_cents: feeCents,
      running_balance_cents: balanceCents,
      reference: `RPF-${payment.confirmation_number}`,
    })
    .execute();

  // The installment the payment had paid is due again, with the fee; a due date the posting moved on moves back.
  const dueAgainCents = appliedCents + feeCents;
  const installmentWasPaid = wasPosted && loan.amount_due_cents === 0 && loan.next_due_date !== null && loan.amount_due_cents + appliedCents > 0;
  const perDiemCents =
    loan.current_balance_cents > 0 ? Math.round((loan.per_diem_interest_cents * (balanceCents - feeCents)) / loan.current_balance_cents) : loan.per_diem_interest_cents;
  await trx
    .updateTable('loan_accounts')
    .set({
      current_balance_cents: balanceCents,
      payoff_amount_cents: loan.payoff_amount_cents + (balanceCents - loan.current_balance_cents),
      amount_due_cents: loan.amount_due_cents + dueAgainCents,
      next_due_date: installmentWasPaid && loan.next_due_date ? addMonths(loan.next_due_date, -1) : loan.next_due_date,
      per_diem_interest_cents: perDiemCents,
      credit_balance_cents: Math.max(0, loan.credit_balance_cents - (wasPosted ? payment.credit_cents : 0)),
    })
    .where('id', '=', loan.id)
    .execute();

  const autopaySuspended = await suspendAutopayAfterRepeatedReturns(trx, loan.id, now);
  const user = await trx.selectFrom('users').select(['email', 'language']).where('loan_account_id', '=', loan.id).executeTakeFirst();
  return {
    email: user?.email ?? loan.email ?? null,
    phone: loan.text_enrolled === 'Y' ? loan.phone : null,
    language: user?.language ?? 'en-US',
    facts: { amountCents: payment.amount_cents, payOn: payment.pay_on, reasonCode, feeCents, autopaySuspended },
  };
}

async function principalOf(trx: Transaction<DatabaseSchema>, transactionId: number): Promise<number> {
  const line = await trx.selectFrom('account_transactions').select('principal_cents').where('id', '=', transactionId).executeTakeFirstOrThrow();
  return -line.principal_cents;
}

/** The `payment_returned` line: the posting's parts with the opposite sign. Returns what the posting had applied. */
async function reversePosting(trx: Transaction<DatabaseSchema>, payment: PaymentRow, reasonCode: string, today: string, balanceCents: number): Promise<number> {
  const posting = await trx.selectFrom('account_transactions').selectAll().where('id', '=', payment.transaction_id).executeTakeFirstOrThrow();
  await trx
    .insertInto('account_transactions')
    .values({
      loan_account_id: posting.loan_account_id,
      posted_on: today,
      type: 'payment',
      code: 'payment_returned',
      description: `Payment returned by the bank — ${reasonCode}`,
      amount_cents: -posting.amount_cents,
      principal_cents: -posting.principal_cents,
      interest_cents: -posting.interest_cents,
      fees_cents: -posting.fees_cents,
      running_balance_cents: balanceCents - posting.principal_cents,
      reference: payment.confirmation_number,
    })
    .execute();
  return -posting.amount_cents;
}

/** After the second return within twelve months: autopay suspended, and a notice for the overview. */
async function suspendAutopayAfterRepeatedReturns(trx: Transaction<DatabaseSchema>, loanAccountId: number, now: Date): Promise<boolean> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - LOAN_TERMS.autopaySuspensionWindowMonths);
  const returns = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('loan_account_id', '=', loanAccountId)
    .where('status', '=', 'returned')
    .where('returned_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  if (Number(returns.count) < LOAN_TERMS.returnsBeforeAutopaySuspension) return false;
  const suspended = await trx
    .updateTable('autopay_enrolments')
    .set({ suspended_at: now.toISOString() })
    .where('loan_account_id', '=', loanAccountId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (Number(suspended.numUpdatedRows) === 0) return false;
  await trx.insertInto('account_notices').values({ loan_account_id: loanAccountId, kind: 'autopay_suspended', created_at: now.toISOString() }).execute();
  return true;
}
