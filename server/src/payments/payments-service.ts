import { createHash, randomInt } from 'node:crypto';
import {
  MONEY_FIELD_ISSUES,
  addDays,
  amountToCents,
  businessClock,
  centsToAmount,
  isInWindow,
  isPastCutoff,
  paymentDateWindow,
  paymentReceiptSchema,
  type NewPayment,
  type Payment,
  type PaymentReceipt,
} from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { PaymentMethodsRepository, PaymentsRepository } from '../db/payments-repository.js';
import type { PaymentMethodRow, PaymentRow } from '../db/schema.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import type { Clock } from './clock.js';

/** Posted payments of the last this-many days stay in `GET /api/payments` (spec 2.4, the issue's contract). */
export const POSTED_PAYMENTS_SHOWN_DAYS = 90;

export interface PaymentsService {
  /**
   * Makes a payment once per Idempotency-Key: the same key with the same body answers the first answer again,
   * also when both requests arrive at the same moment; with another body it is refused (422).
   */
  make(loanAccountId: number, request: NewPayment, idempotencyKey: string): Promise<PaymentReceipt>;
  list(loanAccountId: number): Promise<Payment[]>;
  /** Cancels a scheduled payment, or a pending one before its day's cut-off; 404 for another loan's id, 409 otherwise. */
  cancel(loanAccountId: number, paymentId: number): Promise<void>;
}

export interface PaymentsServiceDependencies {
  loanAccounts: LoanAccountsRepository;
  paymentMethods: PaymentMethodsRepository;
  payments: PaymentsRepository;
  now: Clock;
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

export function createPaymentsService(dependencies: PaymentsServiceDependencies): PaymentsService {
  const { loanAccounts, paymentMethods, payments, now } = dependencies;

  async function replay(loanAccountId: number, key: string, fingerprint: string): Promise<PaymentReceipt | null> {
    const existing = await payments.findByIdempotencyKey(loanAccountId, key);
    if (!existing) return null;
    if (existing.request_fingerprint !== fingerprint) {
      throw new HttpError(422, ERROR_STATUS.conflict, 'This Idempotency-Key was used for another payment; make a new key for a new payment');
    }
    // The stored answer lacks the id (it was written with the row, before the id existed): the row's id is it.
    return existing.first_answer ? paymentReceiptSchema.parse({ ...JSON.parse(existing.first_answer), id: existing.id }) : receiptOf(existing);
  }

  async function check(loanAccountId: number, request: NewPayment): Promise<{ amountCents: number; method: PaymentMethodRow; status: 'scheduled' | 'pending' }> {
    const loan = await loanAccounts.findById(loanAccountId);
    if (!loan) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
    const fields: Record<string, string> = {};
    const amountCents = amountToCents(request.amount) ?? 0;
    if (amountCents > loan.payoff_amount_cents) fields.amount = MONEY_FIELD_ISSUES.abovePayoff;
    const method = await paymentMethods.findForAccount(loanAccountId, request.paymentMethodId);
    if (!method) fields.paymentMethodId = MONEY_FIELD_ISSUES.unknownPaymentMethod;
    const at = now();
    if (!isInWindow(request.payOn, paymentDateWindow(at))) fields.payOn = MONEY_FIELD_ISSUES.outsidePaymentWindow;
    if (!method || Object.keys(fields).length > 0) throw new ValidationError('The payment cannot be made as asked', fields);
    // A payment for today (before the cut-off) is pending at once; any later date waits as scheduled.
    const status = request.payOn === businessClock(at).today ? 'pending' : 'scheduled';
    return { amountCents, method, status };
  }

  return {
    async make(loanAccountId, request, idempotencyKey) {
      const fingerprint = paymentFingerprint(request);
      const earlier = await replay(loanAccountId, idempotencyKey, fingerprint);
      if (earlier) return earlier;
      const { amountCents, method, status } = await check(loanAccountId, request);
      const confirmationNumber = newConfirmationNumber();
      const answer: Omit<PaymentReceipt, 'id'> = { confirmationNumber, status, amount: centsToAmount(amountCents), payOn: request.payOn };
      try {
        const row = await payments.insert({
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
        });
        return { ...answer, id: row.id };
      } catch (error) {
        // The same key arrived twice at once: the other request made the payment; answer what it answered.
        if (!isUniqueViolation(error)) throw error;
        const winner = await replay(loanAccountId, idempotencyKey, fingerprint);
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
      }));
    },

    async cancel(loanAccountId, paymentId) {
      const row = await payments.findForAccount(loanAccountId, paymentId);
      if (!row) throw new HttpError(404, ERROR_STATUS.notFound, 'No such payment');
      if (!isCancellable(row, now())) {
        throw new HttpError(409, ERROR_STATUS.conflict, 'This payment is already being processed and can no longer be cancelled');
      }
      const cancelled = await payments.cancel(loanAccountId, paymentId, [row.status], now());
      // The posting job took it in the meantime.
      if (!cancelled) throw new HttpError(409, ERROR_STATUS.conflict, 'This payment is already being processed and can no longer be cancelled');
    },
  };
}
