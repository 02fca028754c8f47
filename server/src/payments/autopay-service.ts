import { MONEY_FIELD_ISSUES, SECURITY_EVENTS, type Autopay, type AutopayRequest } from 'shared-contracts';
import type { AutopayRepository } from '../db/payments-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import { ValidationError } from '../http/http-error.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import type { MoneyOwner } from './payments-service.js';

export interface AutopayService {
  get(loanAccountId: number): Promise<Autopay>;
  /** Enrols or changes the bank account and draft day; account-details' F0410_AUTOPAY_FLAG turns 'Y'. */
  enrol(owner: MoneyOwner, request: AutopayRequest, context: RequestContext): Promise<Autopay>;
  /** Stops autopay; the flag turns 'N'. Stopping when not enrolled answers the same state (and records nothing). */
  stop(owner: MoneyOwner, context: RequestContext): Promise<Autopay>;
}

const NOT_ENROLLED: Autopay = { enrolled: false, paymentMethodId: null, draftDay: null, amount: 'amountDue' };

const answerOf = async (autopay: AutopayRepository, loanAccountId: number): Promise<Autopay> => {
  const enrolment = await autopay.find(loanAccountId);
  return enrolment ? { enrolled: true, paymentMethodId: enrolment.payment_method_id, draftDay: enrolment.draft_day, amount: 'amountDue' } : NOT_ENROLLED;
};

/**
 * The enrolment, the loan's autopay flag and the audit event (`autopay_on`, `autopay_off`; docs/decisions/051)
 * change in one transaction, so the three never disagree.
 */
export function createAutopayService(dependencies: { autopay: AutopayRepository; transact: Transact; audit: SecurityAudit }): AutopayService {
  const { autopay, transact, audit } = dependencies;
  return {
    get: (loanAccountId) => answerOf(autopay, loanAccountId),
    async enrol({ loanAccountId, userId }, request, context) {
      return transact(async (trx) => {
        const method = await trx.paymentMethods.findForAccount(loanAccountId, request.paymentMethodId);
        if (!method) throw new ValidationError('No such bank account', { paymentMethodId: MONEY_FIELD_ISSUES.unknownPaymentMethod });
        await trx.autopay.upsert(loanAccountId, method.id, request.draftDay);
        await trx.loanAccounts.setAutopayFlag(loanAccountId, 'Y');
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.autopayOn, outcome: 'success', userId });
        return answerOf(trx.autopay, loanAccountId);
      });
    },
    async stop({ loanAccountId, userId }, context) {
      return transact(async (trx) => {
        const removed = await trx.autopay.remove(loanAccountId);
        await trx.loanAccounts.setAutopayFlag(loanAccountId, 'N');
        if (removed) await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.autopayOff, outcome: 'success', userId });
        return NOT_ENROLLED;
      });
    },
  };
}
