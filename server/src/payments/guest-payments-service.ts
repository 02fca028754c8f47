import { createHash } from 'node:crypto';
import {
  ACCOUNT_STATUS_AVAILABLE,
  GUEST_PAYMENT_LIMITS,
  MONEY_FIELD_ISSUES,
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  amountToCents,
  centsToAmount,
  isInWindow,
  paymentDateWindow,
  type GuestLookupRequest,
  type GuestLookupResponse,
  type GuestPaymentRequest,
  type GuestPaymentResponse,
} from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { Repositories } from '../db/repositories.js';
import type { LoanAccountRow } from '../db/schema.js';
import type { Transact } from '../db/unit-of-work.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import { paymentReceiptMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { nameKey, type IdentityHasher } from '../security/identity-hash.js';
import type { PaymentDataCipher } from '../security/payment-data-cipher.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newToken, safeEqual, sha256Hex } from '../security/tokens.js';
import { isoNow } from '../time.js';
import type { Clock } from './clock.js';
import { guardPayment, newConfirmationNumber } from './payments-service.js';

/*
 * Paying without an account (docs/decisions/058). The lookup matches a loan by account number, last name, billing
 * ZIP and SSN last four and answers only what a statement shows; any mismatch (or a loan that is not AL) answers
 * the same null, which the route turns into the same 400 INVALID. Its token pays once, within
 * GUEST_PAYMENT_LIMITS.tokenMinutes, through the guards of every payment (payments-service `guardPayment`). The bank
 * account typed for the payment is sealed as a saved one is and kept as a removed payment method: the posting and
 * ACH paths find it by the payment's id, the borrower's list of bank accounts never shows it.
 */

export interface GuestPaymentsService {
  lookup(request: GuestLookupRequest, context: RequestContext): Promise<GuestLookupResponse | null>;
  /** The payment, once per Idempotency-Key (the same key and body answer the first answer again). */
  pay(request: GuestPaymentRequest, idempotencyKey: string, context: RequestContext): Promise<GuestPaymentResponse>;
  /** The loan a token was issued for, spent or not (rate limits per loan). */
  loanOfToken(token: string): Promise<number | null>;
}

export interface GuestPaymentsServiceDependencies {
  loanAccounts: Repositories['loanAccounts'];
  guestPaymentTokens: Repositories['guestPaymentTokens'];
  payments: Repositories['payments'];
  securityEvents: Repositories['securityEvents'];
  users: Repositories['users'];
  identity: IdentityHasher;
  cipher: PaymentDataCipher;
  transport: MessageTransport;
  transact: Transact;
  audit: SecurityAudit;
  now: Clock;
}

/** "M. Garcia": the first initial is all the lookup adds to what the visitor typed. */
export const maskedNameOf = (loan: Pick<LoanAccountRow, 'borrower_first_name' | 'borrower_last_name'>): string =>
  `${[...loan.borrower_first_name.trim()][0] ?? ''}. ${loan.borrower_last_name.trim()}`;

const fiveDigits = (zip: string) => zip.trim().slice(0, 5);

/**
 * What makes two guest payment requests the same one. Neither the token (it is spent by the first) nor the bank
 * account number (a hash of a short number can be reversed) is part of it: the amount, the date, the routing number
 * and the last four of the account.
 */
export function guestPaymentFingerprint(request: GuestPaymentRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(['guest', request.amount, request.payOn, request.routingNumber, request.accountNumber.slice(-4)]))
    .digest('hex');
}

export function createGuestPaymentsService(deps: GuestPaymentsServiceDependencies): GuestPaymentsService {
  const { loanAccounts, guestPaymentTokens, payments, securityEvents, users, identity, cipher, transport, transact, audit, now } = deps;
  const expired = () => new HttpError(400, ERROR_STATUS.expired, 'This payment session has ended; look the account up again');

  async function replay(loanAccountId: number, key: string, fingerprint: string): Promise<GuestPaymentResponse | null> {
    const existing = await payments.findByIdempotencyKey(loanAccountId, key);
    if (!existing) return null;
    if (existing.request_fingerprint !== fingerprint) {
      throw new HttpError(422, ERROR_STATUS.conflict, 'This Idempotency-Key was used for another payment; make a new key for a new payment');
    }
    return { confirmationNumber: existing.confirmation_number, amount: centsToAmount(existing.amount_cents), date: existing.pay_on };
  }

  return {
    async lookup(request, context) {
      const loan = await loanAccounts.findByAccountNumber(request.accountNumber);
      // Every comparison runs whatever the first one found, so a wrong account number costs what a wrong ZIP does.
      const lastName = loan !== null && nameKey(loan.borrower_last_name) === nameKey(request.lastName);
      const zip = typeof loan?.billing_zip === 'string' && safeEqual(fiveDigits(loan.billing_zip), fiveDigits(request.zipCode));
      const ssn = loan !== null && safeEqual(loan.ssn_last_four_hash, identity.ssnLastFour(request.ssnLastFour));
      const owner = loan ? await users.findByLoanAccountId(loan.id) : null;
      if (!loan || !lastName || !zip || !ssn || loan.account_status !== ACCOUNT_STATUS_AVAILABLE) {
        await audit.record(securityEvents, context, { event: SECURITY_EVENTS.guestLookup, outcome: 'failure', reason: SECURITY_EVENT_REASONS.noMatch });
        return null;
      }
      const token = newToken();
      const at = now();
      await transact(async (trx) => {
        await trx.guestPaymentTokens.create({
          tokenHash: sha256Hex(token),
          loanAccountId: loan.id,
          expiresAt: isoNow(new Date(at.getTime() + GUEST_PAYMENT_LIMITS.tokenMinutes * 60_000)),
        });
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.guestLookup, outcome: 'success', userId: owner?.id ?? null });
      });
      return {
        token,
        maskedName: maskedNameOf(loan),
        amountDue: centsToAmount(loan.amount_due_cents),
        dueDate: loan.next_due_date,
        payoff: centsToAmount(loan.payoff_amount_cents),
      };
    },

    async loanOfToken(token) {
      return (await guestPaymentTokens.findByHash(sha256Hex(token)))?.loan_account_id ?? null;
    },

    async pay(request, idempotencyKey, context) {
      const tokenRow = await guestPaymentTokens.findByHash(sha256Hex(request.token));
      if (!tokenRow) throw expired();
      const loanAccountId = tokenRow.loan_account_id;
      const fingerprint = guestPaymentFingerprint(request);
      const earlier = await replay(loanAccountId, idempotencyKey, fingerprint);
      if (earlier) return earlier;
      const at = now();
      if (tokenRow.spent_at !== null || tokenRow.expires_at <= isoNow(at)) throw expired();
      if (!isInWindow(request.payOn, paymentDateWindow(at))) {
        throw new ValidationError('The payment cannot be made as asked', { payOn: MONEY_FIELD_ISSUES.outsidePaymentWindow });
      }
      const amountCents = amountToCents(request.amount) ?? 0;
      // Sealed before the transaction: nothing slow runs while the loan's row is locked.
      const sealed = cipher.seal(request.accountNumber);
      const last4 = request.accountNumber.slice(-4);
      let answer: GuestPaymentResponse;
      try {
        answer = await transact(async (trx) => {
          const loan = await trx.loanAccounts.lockForMoneyChange(loanAccountId);
          if (!loan || loan.account_status !== ACCOUNT_STATUS_AVAILABLE) throw expired();
          const status = await guardPayment(trx, loan, { amountCents, payOn: request.payOn, confirmDuplicate: request.confirmDuplicate ?? false }, at);
          const method = await trx.paymentMethods.insert({
            loan_account_id: loanAccountId,
            account_type: request.accountType,
            routing_number: request.routingNumber,
            account_number_ciphertext: sealed.ciphertext,
            account_number_key_id: sealed.keyId,
            last4,
            holder_name: request.holderName,
            nickname: '',
            // Never one of the borrower's saved accounts: typed for this payment only.
            removed_at: isoNow(at),
          });
          const confirmationNumber = newConfirmationNumber();
          const result: GuestPaymentResponse = { confirmationNumber, amount: centsToAmount(amountCents), date: request.payOn };
          const payment = await trx.payments.insert({
            loan_account_id: loanAccountId,
            payment_method_id: method.id,
            amount_cents: amountCents,
            pay_on: request.payOn,
            status,
            source: 'guest',
            confirmation_number: confirmationNumber,
            idempotency_key: idempotencyKey,
            request_fingerprint: fingerprint,
            first_answer: JSON.stringify(result),
            created_at: isoNow(at),
          });
          // Spent in the payment's transaction: of two payments with one token, the second rolls back here.
          if (!(await trx.guestPaymentTokens.spend(tokenRow.id, payment.id, isoNow(at)))) throw expired();
          const ownerId = (await trx.users.findByLoanAccountId(loanAccountId))?.id ?? null;
          await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.guestPaymentMade, outcome: 'success', userId: ownerId });
          return result;
        });
      } catch (error) {
        // The same key twice at once: the other request made the payment; answer what it answered.
        if (!isUniqueViolation(error)) throw error;
        const winner = await replay(loanAccountId, idempotencyKey, fingerprint);
        if (winner) return winner;
        throw error;
      }
      transport.sendMailInBackground(
        paymentReceiptMail(request.email, { amountCents, payOn: request.payOn, last4, confirmationNumber: answer.confirmationNumber }, request.locale),
        context.log,
      );
      return answer;
    },
  };
}
