import type { Kysely } from 'kysely';
import { MONEY_FIELD_ISSUES, type Autopay, type AutopayRequest } from 'shared-contracts';
import { createPaymentMethodsRepository, createAutopayRepository } from '../db/payments-repository.js';
import type { DatabaseSchema } from '../db/schema.js';
import { ValidationError } from '../http/http-error.js';

export interface AutopayService {
  get(loanAccountId: number): Promise<Autopay>;
  /** Enrols or changes the bank account and draft day; account-details' F0410_AUTOPAY_FLAG turns 'Y'. */
  enrol(loanAccountId: number, request: AutopayRequest): Promise<Autopay>;
  /** Stops autopay; the flag turns 'N'. Stopping when not enrolled answers the same state. */
  stop(loanAccountId: number): Promise<Autopay>;
}

const NOT_ENROLLED: Autopay = { enrolled: false, paymentMethodId: null, draftDay: null, amount: 'amountDue' };

/** The enrolment and the loan's autopay flag change in one transaction, so the two never disagree. */
export function createAutopayService(db: Kysely<DatabaseSchema>): AutopayService {
  const enrolments = createAutopayRepository(db);
  const get = async (loanAccountId: number, trx?: Kysely<DatabaseSchema>): Promise<Autopay> => {
    const enrolment = await (trx ? createAutopayRepository(trx) : enrolments).find(loanAccountId);
    return enrolment
      ? { enrolled: true, paymentMethodId: enrolment.payment_method_id, draftDay: enrolment.draft_day, amount: 'amountDue' }
      : NOT_ENROLLED;
  };
  return {
    get: (loanAccountId) => get(loanAccountId),
    async enrol(loanAccountId, request) {
      return db.transaction().execute(async (trx) => {
        const method = await createPaymentMethodsRepository(trx).findForAccount(loanAccountId, request.paymentMethodId);
        if (!method) throw new ValidationError('No such bank account', { paymentMethodId: MONEY_FIELD_ISSUES.unknownPaymentMethod });
        await createAutopayRepository(trx).upsert(loanAccountId, method.id, request.draftDay);
        await trx.updateTable('loan_accounts').set({ autopay_flag: 'Y' }).where('id', '=', loanAccountId).execute();
        return get(loanAccountId, trx);
      });
    },
    async stop(loanAccountId) {
      return db.transaction().execute(async (trx) => {
        await createAutopayRepository(trx).remove(loanAccountId);
        await trx.updateTable('loan_accounts').set({ autopay_flag: 'N' }).where('id', '=', loanAccountId).execute();
        return NOT_ENROLLED;
      });
    },
  };
}
