import { createHash, randomInt } from 'node:crypto';
import {
  MONEY_FIELD_ISSUES,
  DUPLICATE_PAYMENT_WINDOW_MINUTES,
  SECURITY_EVENTS,
  addDays,
  amountToCents,
  businessClock,
  centsToAmount,
  isBusinessDay,
  isInWindow,
  isPastCutoff,
  paymentDateWindow,
  paymentReceiptSchema,
  type Locale,
  type NewPayment,
  type Payment,
  type PaymentReceipt,
} from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { PaymentsRepository } from '../db/payments-repository.js';
import type { Repositories } from '../db/repositories.js';
import type { LoanAccountRow, PaymentMethodRow, PaymentRow } from '../db/schema.js';
import type { Transact } from '../db/unit-of-work.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { isoNow } from '../time.js';
import { customerLocale, paymentReceiptMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import type { UsersRepository } from '../db/users-repository.js';
import type { Clock } from './clock.js';

/** Posted payments of the last this-many days stay in `GET /api/payments` (spec 2.4, the issue's contract). */
export const POSTED_PAYMENTS_SHOWN_DAYS = 90;

/** Whose money it is: the session's loan, and its user for the audit trail. */
export interface MoneyOwner {
  loanAccountId: number;
  userId: number;
}

export interface PaymentsService {
  /**
   * Makes a payment once per Idempotency-Key: the same key with the same body answers the first answer again,
   * also when both requests arrive at the same moment; with another body it is refused (422). In one
   * transaction, the loan's row locked (docs/decisions/051): refused (422 `above_payoff`) when it and every
   * scheduled and pending payment pass the payoff, and (422 `possible_duplicate`) when a payment of the same
   * amount for the same date was made in the last 10 minutes, unless `confirmDuplicate`. The `payment_made`
   * event is written in the same transaction.
   */
  make(owner: MoneyOwner, request: NewPayment, idempotencyKey: string, context: RequestContext): Promise<PaymentReceipt>;
  list(loanAccountId: number): Promise<Payment[]>;
  /** Cancels a scheduled payment, or a pending one before its day's cut-off; 404 for another loan's id, 409 otherwise. */
  cancel(owner: MoneyOwner, paymentId: number, context: RequestContext): Promise<void>;
  /**
   * The receipt of one of the loan's payments as a PDF in `locale` (docs/decisions/058), by its confirmation number;
   * null for a number the loan has not made (another borrower's included: the route answers 404 alike).
   */
  receiptPdf(loanAccountId: number, confirmationNumber: string, locale: Locale): Promise<Buffer | null>;
}

export interface PaymentsServiceDependencies {
  payments: PaymentsRepository;
  loanAccounts: Pick<LoanAccountsRepository, 'findById'>;
  transact: Transact;
  audit: SecurityAudit;
  now: Clock;
  /** The receipt mail of a new payment (docs/decisions/058), to the borrower's address in their language. */
  receipts?: { users: Pick<UsersRepository, 'findById'>; transport: MessageTransport };
}

/** SHA-256 of the fields that make a payment what it is, in a fixed order: the same request gives the same print. */
export function paymentFingerprint(request: NewPayment): string {
  return createHash('sha256').update(JSON.stringify([request.amount, request.paymentMethodId, request.payOn])).digest('hex');
}

// Letters and digits a person reads out on the phone without confusion (no 0/O, 1/I/L).
const CONFIRMATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newConfirmationNumber(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += CONFIRMATION_ALPHABET[randomInt(CONFIRMATION_ALPHABET.length)];
  return `RB-${code.slice(0, 5)}-${code.slice(5)}`;
}

const receiptOf = (row: PaymentRow): PaymentReceipt => ({
  id: row.id,
  confirmationNumber: row.confirmation_number,
  status: row.status,
  amount: centsToAmount(row.amount_cents),
  payOn: row.pay_on,
});

/** A scheduled payment can always be cancelled; a pending one only on its own day before the cut-off. */
export function isCancellable(row: Pick<PaymentRow, 'status' | 'pay_on'>, now: Date): boolean {
  if (row.status === 'scheduled') return true;
  if (row.status !== 'pending') return false;
  const clock = businessClock(now);
  return row.pay_on === clock.today && !isPastCutoff(clock);
}

/**
 * The guards every payment passes, whoever makes it (signed in, or a guest: docs/decisions/058), read in the
 * payment's transaction after the loan's row is locked (docs/decisions/051): the payoff with the open payments, and
 * a like payment minutes ago unless confirmed. Answers the new payment's status: pending for today (before the
 * cut-off), scheduled for a later date. The date window is the caller's to check first (its field name).
 */
export async function guardPayment(
  trx: Repositories,
  loan: LoanAccountRow,
  request: { amountCents: number; payOn: string; confirmDuplicate: boolean },
  at: Date,
): Promise<'scheduled' | 'pending'> {
  const { amountCents, payOn } = request;
  const loanAccountId = loan.id;
  // A well-formed date in the window on which no bank settles: a weekend or a Fed holiday (docs/decisions/056). The
  // rule is published as field `date` (what clients of the rule check) and named by the request's own field too
  // (`payOn`, what the form marks under its calendar).
  if (!isBusinessDay(payOn)) {
    const code = MONEY_FIELD_ISSUES.notBusinessDay;
    throw new ValidationError('No payment is made on a weekend or a bank holiday', { date: code, payOn: code }, 422);
  }
  // Money already on its way counts: two payments of the payoff, or a scheduled one and a new one, never pass it.
  if (amountCents + (await trx.payments.openTotalCents(loanAccountId)) > loan.payoff_amount_cents) {
    throw new ValidationError('With the scheduled and pending payments, this payment is more than the payoff', { amount: MONEY_FIELD_ISSUES.abovePayoff }, 422);
  }
  if (!request.confirmDuplicate) {
    const since = isoNow(new Date(at.getTime() - DUPLICATE_PAYMENT_WINDOW_MINUTES * 60_000));
    if (await trx.payments.findRecentLike(loanAccountId, amountCents, payOn, since)) {
      throw new ValidationError(
        'A payment of this amount for this date was made minutes ago; send confirmDuplicate to make this one as well',
        { confirmDuplicate: MONEY_FIELD_ISSUES.possibleDuplicate },
        422,
      );
    }
  }
  // A payment for today (before the cut-off) is pending at once; any later date waits as scheduled.
  return payOn === businessClock(at).today ? 'pending' : 'scheduled';
}

export function createPaymentsService(dependencies: PaymentsServiceDependencies): PaymentsService {
  const { payments, loanAccounts, transact, audit, now, receipts } = dependencies;

  /** After the payment's transaction: a failed mail never undoes a payment (the transport logs it). */
  async function mailReceipt(userId: number, receipt: PaymentReceipt, last4: string, context: RequestContext): Promise<void> {
    if (!receipts) return;
    const user = await receipts.users.findById(userId);
    if (!user) return;
    const amountCents = amountToCents(receipt.amount) ?? 0;
    receipts.transport.sendMailInBackground(
      paymentReceiptMail(user.email, { amountCents, payOn: receipt.payOn, last4, confirmationNumber: receipt.confirmationNumber }, customerLocale(user.language)),
      context.log,
    );
  }

  async function replay(repository: PaymentsRepository, loanAccountId: number, key: string, fingerprint: string): Promise<PaymentReceipt | null> {
    const existing = await repository.findByIdempotencyKey(loanAccountId, key);
    if (!existing) return null;
    if (existing.request_fingerprint !== fingerprint) {
      throw new HttpError(422, ERROR_STATUS.conflict, 'This Idempotency-Key was used for another payment; make a new key for a new payment');
    }
    // The stored answer lacks the id (it was written with the row, before the id existed): the row's id is it.
    return existing.first_answer ? paymentReceiptSchema.parse({ ...JSON.parse(existing.first_answer), id: existing.id }) : receiptOf(existing);
  }

  /**
   * The rules of a payment, read in the payment's transaction after the loan's row is locked, so that what they
   * count (the open payments, a like one made minutes ago) cannot change before the payment is written.
   */
  async function check(
    trx: Repositories,
    loan: LoanAccountRow,
    request: NewPayment,
    at: Date,
  ): Promise<{ amountCents: number; method: PaymentMethodRow; status: 'scheduled' | 'pending' }> {
    const loanAccountId = loan.id;
    const fields: Record<string, string> = {};
    const amountCents = amountToCents(request.amount) ?? 0;
    const method = await trx.paymentMethods.findForAccount(loanAccountId, request.paymentMethodId);
    if (!method) fields.paymentMethodId = MONEY_FIELD_ISSUES.unknownPaymentMethod;
    if (!isInWindow(request.payOn, paymentDateWindow(at))) fields.payOn = MONEY_FIELD_ISSUES.outsidePaymentWindow;
    if (!method || Object.keys(fields).length > 0) throw new ValidationError('The payment cannot be made as asked', fields);
    const status = await guardPayment(trx, loan, { amountCents, payOn: request.payOn, confirmDuplicate: request.confirmDuplicate ?? false }, at);
    return { amountCents, method, status };
  }

  return {
    async receiptPdf(loanAccountId, confirmationNumber, locale) {
      const [payment, loan] = await Promise.all([payments.findByConfirmation(loanAccountId, confirmationNumber), loanAccounts.findById(loanAccountId)]);
      if (!payment || !loan) return null;
      // The PDF library loads on the first document asked for, not at every start of the server.
      const { renderPaymentReceiptPdf } = await import('../documents/payment-receipt-pdf.js');
      return renderPaymentReceiptPdf({
        locale,
        borrowerName: `${loan.borrower_first_name} ${loan.borrower_last_name}`,
        confirmationNumber: payment.confirmation_number,
        amount: centsToAmount(payment.amount_cents),
        payOn: payment.pay_on,
        bankAccountLast4: payment.last4,
        source: payment.source,
        status: payment.status,
        accountNumberLast4: loan.account_number.slice(-4),
        issuedOn: businessClock(now()).today,
      });
    },
    async make({ loanAccountId, userId }, request, idempotencyKey, context) {
      const fingerprint = paymentFingerprint(request);
      const earlier = await replay(payments, loanAccountId, idempotencyKey, fingerprint);
      if (earlier) return earlier;
      try {
        // `last4` only when this request made the payment: a replay of its key does not mail again.
        const outcome = await transact(async (trx): Promise<{ receipt: PaymentReceipt; last4: string | null }> => {
          const loan = await trx.loanAccounts.lockForMoneyChange(loanAccountId);
          if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
          // Asked again under the lock: a request with the same key that waited for it finds the first one's payment
          // here and answers it, rather than calling that payment its own duplicate.
          const winner = await replay(trx.payments, loanAccountId, idempotencyKey, fingerprint);
          if (winner) return { receipt: winner, last4: null };
          const at = now();
          const { amountCents, method, status } = await check(trx, loan, request, at);
          const confirmationNumber = newConfirmationNumber();
          const answer: Omit<PaymentReceipt, 'id'> = { confirmationNumber, status, amount: centsToAmount(amountCents), payOn: request.payOn };
          const row = await trx.payments.insert({
            loan_account_id: loanAccountId,
            payment_method_id: method.id,
            amount_cents: amountCents,
            pay_on: request.payOn,
            status,
            source: 'online',
            confirmation_number: confirmationNumber,
            idempotency_key: idempotencyKey,
            request_fingerprint: fingerprint,
            // Written with the payment, in the same statement: a repeated request never finds a payment without it.
            first_answer: JSON.stringify(answer),
            created_at: isoNow(at),
          });
          await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.paymentMade, outcome: 'success', userId });
          return { receipt: { ...answer, id: row.id }, last4: method.last4 };
        });
        if (outcome.last4 !== null) await mailReceipt(userId, outcome.receipt, outcome.last4, context);
        return outcome.receipt;
      } catch (error) {
        // The same key arrived twice at once: the other request made the payment; answer what it answered.
        if (!isUniqueViolation(error)) throw error;
        const winner = await replay(payments, loanAccountId, idempotencyKey, fingerprint);
        if (winner) return winner;
        throw error;
      }
    },

    async list(loanAccountId) {
      const at = now();
      const since = addDays(businessClock(at).today, -POSTED_PAYMENTS_SHOWN_DAYS);
      const rows = await payments.listRecent(loanAccountId, since);
      return rows.map((row) => ({
        ...receiptOf(row),
        paymentMethodId: row.payment_method_id,
        last4: row.last4,
        source: row.source,
        postedOn: row.posted_on,
        cancellable: isCancellable(row, at),
        madeAt: row.created_at,
      }));
    },

    async cancel({ loanAccountId, userId }, paymentId, context) {
      const tooLate = () => new HttpError(409, ERROR_STATUS.conflict, 'This payment is already being processed and can no longer be cancelled');
      await transact(async (trx) => {
        const row = await trx.payments.findForAccount(loanAccountId, paymentId);
        if (!row) throw new HttpError(404, ERROR_STATUS.notFound, 'No such payment');
        if (!isCancellable(row, now())) throw tooLate();
        // The posting job took it in the meantime.
        if (!(await trx.payments.cancel(loanAccountId, paymentId, [row.status], now()))) throw tooLate();
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.paymentCancelled, outcome: 'success', userId });
      });
    },
  };
}
