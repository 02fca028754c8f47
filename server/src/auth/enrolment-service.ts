import { SECURITY_EVENTS, SECURITY_EVENT_REASONS, type CreateAccountRequest, type CreateAccountResponse, type SecurityEventReason } from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import type { UsersRepository } from '../db/users-repository.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { nameKey, type IdentityHasher } from '../security/identity-hash.js';
import { hashPassword } from '../security/passwords.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { safeEqual } from '../security/tokens.js';
import type { EmailVerificationService } from './email-verification-service.js';

export interface EnrolmentService {
  /** Create an account / enrol an existing loan (pages /enroll and /create-account). */
  enrol(request: CreateAccountRequest, origin: string, context: RequestContext): Promise<CreateAccountResponse['status']>;
}

/**
 * Online access for a loan whose account number, last name, SSN last four and date of birth match. The
 * new user starts unverified: the mailed link `/verify-email-{token}` verifies it, and until then the
 * login answers NOTVERIFIED.
 */
export function createEnrolmentService(deps: {
  loanAccounts: LoanAccountsRepository;
  users: UsersRepository;
  identity: IdentityHasher;
  emailVerification: EmailVerificationService;
  securityEvents: SecurityEventsRepository;
  transact: Transact;
  audit: SecurityAudit;
}): EnrolmentService {
  const { loanAccounts, users, identity, emailVerification, securityEvents, transact, audit } = deps;
  const refused = async (context: RequestContext, reason: SecurityEventReason) =>
    audit.record(securityEvents, context, { event: SECURITY_EVENTS.enrolment, outcome: 'failure', reason });
  return {
    async enrol(request, origin, context) {
      const loan = await loanAccounts.findByAccountNumber(request.accountNumber);
      const matches =
        loan !== null &&
        nameKey(loan.borrower_last_name) === nameKey(request.lastName) &&
        safeEqual(loan.ssn_last_four_hash, identity.ssnLastFour(request.ssnLastFour)) &&
        safeEqual(loan.dob_hash, identity.dateOfBirth(request.dob));
      if (!loan || !matches) {
        await refused(context, SECURITY_EVENT_REASONS.noMatch);
        return 'INVALID';
      }
      if (await users.findByLoanAccountId(loan.id)) {
        await refused(context, SECURITY_EVENT_REASONS.alreadyEnrolled);
        return 'ALREADY_ENROLLED';
      }
      if (await users.findByUsername(request.username)) {
        await refused(context, SECURITY_EVENT_REASONS.usernameTaken);
        return 'USERNAME_TAKEN';
      }
      if (isCommonPassword(request.password, { username: request.username })) {
        await refused(context, SECURITY_EVENT_REASONS.commonPassword);
        return 'COMMON_PASSWORD';
      }
      const passwordHash = await hashPassword(request.password);
      let userId: number;
      try {
        userId = await transact(async (trx) => {
          const created = await trx.users.create({ username: request.username, email: request.email, passwordHash, loanAccountId: loan.id });
          await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.enrolment, outcome: 'success', userId: created });
          return created;
        });
      } catch (error) {
        // Two enrolments raced: tell the loser which one it lost.
        if (!isUniqueViolation(error)) throw error;
        const taken = await users.findByLoanAccountId(loan.id);
        await refused(context, taken ? SECURITY_EVENT_REASONS.alreadyEnrolled : SECURITY_EVENT_REASONS.usernameTaken);
        return taken ? 'ALREADY_ENROLLED' : 'USERNAME_TAKEN';
      }
      await emailVerification.send({ id: userId, email: request.email.trim(), username: request.username.trim() }, origin);
      return 'SUCCESS';
    },
  };
}
