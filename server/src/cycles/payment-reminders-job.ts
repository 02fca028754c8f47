import type { Kysely } from 'kysely';
import { addDays, businessClock, daysBetween } from 'shared-contracts';
import { createLoanCyclesRepository } from '../db/loan-cycles-repository.js';
import type { DatabaseSchema } from '../db/schema.js';
import { customerLocale } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { paymentReminderMail, paymentReminderText } from './cycle-messages.js';

/*
 * Payment reminders (spec 2.4 settings; docs/decisions/057). A borrower who turned them on in settings gets, 3 or 5
 * days before the due date, an e-mail and/or a text message in their language: at most one of each per due date
 * (the `payment_reminders` row, keyed by loan, due date and channel, is inserted before the message goes, so a
 * second run or a second instance sends nothing), never for a due date already paid — the amount due is zero once a
 * payment posts, and money on its way (a scheduled or pending payment, an autopay draft) counts as paid — and a text
 * only to a confirmed mobile number (settings' phone verification) of a borrower whose text messages are on. A run
 * that missed the day sends it on a later day up to the due date.
 */

/** The furthest ahead a borrower may ask for (settings offer 3 or 5 days). */
const MAX_DAYS_BEFORE = 5;

export interface PaymentRemindersResult {
  emails: number;
  texts: number;
  /** Reminders not sent because the due date is paid, or money for it is on its way. */
  skippedPaid: number;
  /** Text reminders asked for without a confirmed mobile number, or with text messages turned off (text alerts). */
  skippedNoTexting: number;
  failed: number;
}

export interface PaymentRemindersDeps {
  transport: Pick<MessageTransport, 'sendMail' | 'sendText'>;
  origin: string;
}

export async function sendPaymentReminders(db: Kysely<DatabaseSchema>, now: Date, deps: PaymentRemindersDeps): Promise<PaymentRemindersResult> {
  const { today } = businessClock(now);
  const cycles = createLoanCyclesRepository(db);
  const result: PaymentRemindersResult = { emails: 0, texts: 0, skippedPaid: 0, skippedNoTexting: 0, failed: 0 };
  for (const candidate of await cycles.reminderCandidates(today, addDays(today, MAX_DAYS_BEFORE))) {
    if (daysBetween(today, candidate.dueDate) > candidate.daysBefore) continue;
    const leftCents = candidate.amountDueCents - (await cycles.openPaymentsCents(candidate.loanAccountId));
    if (leftCents <= 0) {
      result.skippedPaid += 1;
      continue;
    }
    const locale = customerLocale(candidate.language);
    if (candidate.emailOn && (await cycles.claimReminder(candidate.loanAccountId, candidate.dueDate, 'email'))) {
      try {
        await deps.transport.sendMail(
          paymentReminderMail({ locale, to: candidate.email, name: candidate.firstName, origin: deps.origin, amountCents: leftCents, dueDate: candidate.dueDate }),
        );
        result.emails += 1;
      } catch {
        // Released for the next run.
        await cycles.releaseReminder(candidate.loanAccountId, candidate.dueDate, 'email');
        result.failed += 1;
      }
    }
    if (!candidate.smsOn) continue;
    const phone = candidate.phone;
    // A borrower who turned text messages off (or answered STOP) gets no text, reminder or not.
    if (!phone || !candidate.textEnrolled) {
      result.skippedNoTexting += 1;
      continue;
    }
    if (await cycles.claimReminder(candidate.loanAccountId, candidate.dueDate, 'sms')) {
      try {
        await deps.transport.sendText(paymentReminderText({ locale, to: phone, amountCents: leftCents, dueDate: candidate.dueDate }));
        result.texts += 1;
      } catch {
        await cycles.releaseReminder(candidate.loanAccountId, candidate.dueDate, 'sms');
        result.failed += 1;
      }
    }
  }
  return result;
}
