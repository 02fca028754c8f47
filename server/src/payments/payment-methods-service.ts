import type { NewPaymentMethod, PaymentMethod } from 'shared-contracts';
import type { AutopayRepository, PaymentMethodsRepository, PaymentsRepository } from '../db/payments-repository.js';
import type { PaymentMethodRow } from '../db/schema.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import type { PaymentDataCipher } from '../security/payment-data-cipher.js';
import type { Clock } from './clock.js';

export interface PaymentMethodsService {
  list(loanAccountId: number): Promise<PaymentMethod[]>;
  /** Saves a bank account; the full number only sealed (never logged, never answered). */
  add(loanAccountId: number, request: NewPaymentMethod): Promise<PaymentMethod>;
  /** 404 for another loan's id; 409 while autopay or a scheduled or pending payment draws on it. */
  remove(loanAccountId: number, id: number): Promise<void>;
}

export const paymentMethodOf = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  kind: 'bank',
  accountType: row.account_type,
  last4: row.last4,
  nickname: row.nickname,
});

export function createPaymentMethodsService(dependencies: {
  paymentMethods: PaymentMethodsRepository;
  payments: PaymentsRepository;
  autopay: AutopayRepository;
  cipher: PaymentDataCipher;
  now: Clock;
}): PaymentMethodsService {
  const { paymentMethods, payments, autopay, cipher, now } = dependencies;
  return {
    async list(loanAccountId) {
      return (await paymentMethods.listForAccount(loanAccountId)).map(paymentMethodOf);
    },
    async add(loanAccountId, request) {
      const sealed = cipher.seal(request.accountNumber);
      const row = await paymentMethods.insert({
        loan_account_id: loanAccountId,
        account_type: request.accountType,
        routing_number: request.routingNumber,
        account_number_ciphertext: sealed.ciphertext,
        account_number_key_id: sealed.keyId,
        last4: request.accountNumber.slice(-4),
        holder_name: request.holderName,
        nickname: request.nickname ?? '',
      });
      return paymentMethodOf(row);
    },
    async remove(loanAccountId, id) {
      const method = await paymentMethods.findForAccount(loanAccountId, id);
      if (!method) throw new HttpError(404, ERROR_STATUS.notFound, 'No such bank account');
      const enrolment = await autopay.find(loanAccountId);
      if (enrolment?.payment_method_id === id) {
        throw new HttpError(409, ERROR_STATUS.conflict, 'Autopay drafts this bank account: choose another one for autopay first');
      }
      if ((await payments.countOpenUsing(loanAccountId, id)) > 0) {
        throw new HttpError(409, ERROR_STATUS.conflict, 'A scheduled payment draws on this bank account: cancel it first');
      }
      if (!(await paymentMethods.remove(loanAccountId, id, now()))) throw new HttpError(404, ERROR_STATUS.notFound, 'No such bank account');
    },
  };
}
