import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { LOAN_TERMS, addMonths, businessClock } from 'shared-contracts';
import type { AchSettings } from '../config.js';
import { createAchFilesRepository } from '../db/ach-files-repository.js';
import type { Repositories } from '../db/repositories.js';
import type { DatabaseSchema } from '../db/schema.js';
import { createTransact } from '../db/unit-of-work.js';
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
  const transact = createTransact(db);
  const names = await listReturnFiles(deps.ach.returnsDir);
  for (const name of names) {
    const source = path.join(deps.ach.returnsDir, name);
    const text = await fs.readFile(source, 'utf8');
    const sha256 = createHash('sha256').update(text).digest('hex');
    const seen = await createAchFilesRepository(db).returnFileWasRead(sha256);
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
      await transact(async (repositories) => {
        // Unique by content: another instance reading the same file at once fails here and changes nothing.
        await repositories.achFiles.addReturnFile(name, sha256, returns.length);
        for (const item of returns) {
          const notification = await applyReturn(repositories, item, now);
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
async function applyReturn(repositories: Repositories, item: AchReturn, now: Date): Promise<Notification | null> {
  const { achFiles, loanAccounts, accountTransactions, users } = repositories;
  const reasonCode: ReturnReasonCode = isHandledReturnCode(item.reasonCode) ? item.reasonCode : 'R06';
  const payment = await achFiles.findReturned(item.confirmationNumber, item.originalTrace);
  if (!payment) return null;
  const wasPosted = payment.status === 'posted';
  if (!(await achFiles.markReturned(payment.id, now.toISOString(), item.reasonCode))) return null;

  const today = businessClock(now).today;
  const loan = await loanAccounts.findById(payment.loan_account_id);
  if (!loan) throw new Error(`Payment ${payment.id} names no loan`);
  const feeCents = LOAN_TERMS.returnedPaymentFeeCents;
  let balanceCents = loan.current_balance_cents;
  let appliedCents = 0;
  if (wasPosted && payment.transaction_id !== null) {
    // The `payment_returned` line: the posting's parts with the opposite sign.
    const posting = await achFiles.ledgerLine(payment.transaction_id);
    await accountTransactions.insert(posting.loan_account_id, {
      posted_on: today,
      type: 'payment',
      code: 'payment_returned',
      description: `Payment returned by the bank — ${item.reasonCode}`,
      amount_cents: -posting.amount_cents,
      principal_cents: -posting.principal_cents,
      interest_cents: -posting.interest_cents,
      fees_cents: -posting.fees_cents,
      running_balance_cents: balanceCents - posting.principal_cents,
      reference: payment.confirmation_number,
    });
    appliedCents = -posting.amount_cents;
    balanceCents += -posting.principal_cents;
  }
  balanceCents += feeCents;
  await accountTransactions.insert(loan.id, {
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
  });

  // The installment the payment had paid is due again, with the fee; a due date the posting moved on moves back.
  const dueAgainCents = appliedCents + feeCents;
  const installmentWasPaid = wasPosted && loan.amount_due_cents === 0 && loan.next_due_date !== null && loan.amount_due_cents + appliedCents > 0;
  const perDiemCents =
    loan.current_balance_cents > 0 ? Math.round((loan.per_diem_interest_cents * (balanceCents - feeCents)) / loan.current_balance_cents) : loan.per_diem_interest_cents;
  await loanAccounts.setFigures(loan.id, {
    current_balance_cents: balanceCents,
    payoff_amount_cents: loan.payoff_amount_cents + (balanceCents - loan.current_balance_cents),
    amount_due_cents: loan.amount_due_cents + dueAgainCents,
    next_due_date: installmentWasPaid && loan.next_due_date ? addMonths(loan.next_due_date, -1) : loan.next_due_date,
    per_diem_interest_cents: perDiemCents,
    credit_balance_cents: Math.max(0, loan.credit_balance_cents - (wasPosted ? payment.credit_cents : 0)),
  });

  const autopaySuspended = await suspendAutopayAfterRepeatedReturns(repositories, loan.id, now);
  const user = await users.findByLoanAccountId(loan.id);
  return {
    email: user?.email ?? loan.email ?? null,
    phone: loan.text_enrolled === 'Y' ? loan.phone : null,
    language: user?.language ?? 'en-US',
    facts: { amountCents: payment.amount_cents, payOn: payment.pay_on, reasonCode, feeCents, autopaySuspended },
  };
}

/** After the second return within twelve months: autopay suspended, and a notice for the overview. */
async function suspendAutopayAfterRepeatedReturns({ achFiles }: Repositories, loanAccountId: number, now: Date): Promise<boolean> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - LOAN_TERMS.autopaySuspensionWindowMonths);
  if ((await achFiles.countReturnedSince(loanAccountId, since.toISOString())) < LOAN_TERMS.returnsBeforeAutopaySuspension) return false;
  return achFiles.suspendAutopay(loanAccountId, now.toISOString());
}
