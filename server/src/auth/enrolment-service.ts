import type { CreateAccountRequest, CreateAccountResponse } from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { UsersRepository } from '../db/users-repository.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { nameKey, type IdentityHasher } from '../security/identity-hash.js';
import { hashPassword } from '../security/passwords.js';
import { safeEqual } from '../security/tokens.js';
import type { EmailVerificationService } from './email-verification-service.js';

export interface EnrolmentService {
  /** Create an account / enrol an existing loan (pages /enroll and /create-account). */
  enrol(request: CreateAccountRequest, origin: string): Promise<CreateAccountResponse['status']>;
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
}): EnrolmentService {
  const { loanAccounts, users, identity, emailVerification } = deps;
  return {
    async enrol(request, origin) {
      const loan = await loanAccounts.findByAccountNumber(request.accountNumber);
      const matches =
        loan !== null &&
        nameKey(loan.borrower_last_name) === nameKey(request.lastName) &&
        safeEqual(loan.ssn_last_four_hash, identity.ssnLastFour(request.ssnLastFour)) &&
        safeEqual(loan.dob_hash, identity.dateOfBirth(request.dob));
      if (!loan || !matches) return 'INVALID';
      if (await users.findByLoanAccountId(loan.id)) return 'ALREADY_ENROLLED';
      if (await users.findByUsername(request.username)) return 'USERNAME_TAKEN';
      if (isCommonPassword(request.password, { username: request.username })) return 'COMMON_PASSWORD';
      let userId: number;
      try {
        userId = await users.create({
          username: request.username,
          email: request.email,
          passwordHash: await hashPassword(request.password),
          loanAccountId: loan.id,
        });
      } catch (error) {
        // Two enrolments raced: tell the loser which one it lost.
        if (!isUniqueViolation(error)) throw error;
        return (await users.findByLoanAccountId(loan.id)) ? 'ALREADY_ENROLLED' : 'USERNAME_TAKEN';
      }
      await emailVerification.send({ id: userId, email: request.email.trim(), username: request.username.trim() }, origin);
      return 'SUCCESS';
    },
  };
}
