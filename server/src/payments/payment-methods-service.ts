import { ACCOUNT_QUOTAS, SECURITY_EVENTS, type NewPaymentMethod, type PaymentMethod } from 'shared-contracts';
import type { PaymentMethodsRepository } from '../db/payments-repository.js';
import type { PaymentMethodRow } from '../db/schema.js';
import type { Transact } from '../db/unit-of-work.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, TooManyRequestsError } from '../http/http-error.js';
import type { PaymentDataCipher } from '../security/payment-data-cipher.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { isoNow, secondsUntil } from '../time.js';
import type { Clock } from './clock.js';
import type { MoneyOwner } from './payments-service.js';

export interface PaymentMethodsService {
  list(loanAccountId: number): Promise<PaymentMethod[]>;
  /**
   * Saves a bank account; the full number only sealed (never logged, never answered). At most
   * `ACCOUNT_QUOTAS.bankAccountsPerDay` a loan in any 24 hours (429 BANK_ACCOUNT_QUOTA with Retry-After).
   */
  add(owner: MoneyOwner, request: NewPaymentMethod, context: RequestContext): Promise<PaymentMethod>;
  /** 404 for another loan's id; 409 while autopay or a scheduled or pending payment draws on it. */
  remove(owner: MoneyOwner, id: number, context: RequestContext): Promise<void>;
}

export const paymentMethodOf = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  kind: 'bank',
  accountType: row.account_type,
  last4: row.last4,
  nickname: row.nickname,
});

const DAY_MS = 24 * 60 * 60 * 1000;

export function createPaymentMethodsService(dependencies: {
  paymentMethods: PaymentMethodsRepository;
  transact: Transact;
  audit: SecurityAudit;
  cipher: PaymentDataCipher;
  now: Clock;
}): PaymentMethodsService {
  const { paymentMethods, transact, audit, cipher, now } = dependencies;
  return {
    async list(loanAccountId) {
      return (await paymentMethods.listForAccount(loanAccountId)).map(paymentMethodOf);
    },
    async add({ loanAccountId, userId }, request, context) {
      // Sealed before the transaction: nothing slow runs while the loan's row is locked.
      const sealed = cipher.seal(request.accountNumber);
      return transact(async (trx) => {
        if (!(await trx.loanAccounts.lockForMoneyChange(loanAccountId))) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
        const at = now();
        // The quota counts accounts added, removed ones too: adding and removing is how stolen account numbers are
        // tried out (docs/decisions/051). A sliding day: the sixth waits until the oldest of the five is a day old.
        const added = await trx.paymentMethods.addedSince(loanAccountId, isoNow(new Date(at.getTime() - DAY_MS)));
        if (added.length >= ACCOUNT_QUOTAS.bankAccountsPerDay) {
          const oldest = added[added.length - ACCOUNT_QUOTAS.bankAccountsPerDay] ?? isoNow(at);
          throw new TooManyRequestsError(
            secondsUntil(isoNow(new Date(Date.parse(oldest) + DAY_MS)), at),
            ERROR_STATUS.bankAccountQuota,
            `At most ${ACCOUNT_QUOTAS.bankAccountsPerDay} bank accounts can be added in a day; try again later`,
          );
        }
        const row = await trx.paymentMethods.insert({
          loan_account_id: loanAccountId,
          account_type: request.accountType,
          routing_number: request.routingNumber,
          account_number_ciphertext: sealed.ciphertext,
          account_number_key_id: sealed.keyId,
          last4: request.accountNumber.slice(-4),
          holder_name: request.holderName,
          nickname: request.nickname ?? '',
          created_at: isoNow(at),
        });
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.bankAccountAdded, outcome: 'success', userId });
        return paymentMethodOf(row);
      });
    },
    async remove({ loanAccountId, userId }, id, context) {
      await transact(async (trx) => {
        const method = await trx.paymentMethods.findForAccount(loanAccountId, id);
        if (!method) throw new HttpError(404, ERROR_STATUS.notFound, 'No such bank account');
        const enrolment = await trx.autopay.find(loanAccountId);
        if (enrolment?.payment_method_id === id) {
          throw new HttpError(409, ERROR_STATUS.conflict, 'Autopay drafts this bank account: choose another one for autopay first');
        }
        if ((await trx.payments.countOpenUsing(loanAccountId, id)) > 0) {
          throw new HttpError(409, ERROR_STATUS.conflict, 'A scheduled payment draws on this bank account: cancel it first');
        }
        if (!(await trx.paymentMethods.remove(loanAccountId, id, now()))) throw new HttpError(404, ERROR_STATUS.notFound, 'No such bank account');
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.bankAccountRemoved, outcome: 'success', userId });
      });
    },
  };
}
