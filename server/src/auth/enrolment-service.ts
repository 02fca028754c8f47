import {
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  type CodeChannel,
  type CreateAccountConfirmResponse,
  type CreateAccountRequest,
  type CreateAccountResponse,
  type SendCodeResponse,
  type Locale,
  type SecurityEventReason,
} from 'shared-contracts';
import { isUniqueViolation } from '../db/constraint-errors.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import type { UsersRepository } from '../db/users-repository.js';
import { codeOptionsOf, lookupTokenExpiry, type CodeStep } from '../lookup/account-lookup-service.js';
import { alreadyEnrolledMail, customerLocale } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { nameKey, type IdentityHasher } from '../security/identity-hash.js';
import { hashPassword } from '../security/passwords.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newToken, safeEqual, sha256Hex } from '../security/tokens.js';
import type { EmailVerificationService } from './email-verification-service.js';

export interface EnrolmentService {
  /** Step 1 (pages /enroll and /create-account): checks the loan and the new access; nothing is created yet. */
  start(request: CreateAccountRequest, context: RequestContext): Promise<CreateAccountResponse>;
  /** Step 2: a code to the loan's e-mail address or phone on file, with the lookup's machinery. */
  sendCode(token: string, channel: CodeChannel, pageLocale?: Locale): Promise<SendCodeResponse['status']>;
  /** Step 3: the code; the user is created and the verification link mailed to the new address. */
  confirm(token: string, code: string, origin: string, context: RequestContext): Promise<CreateAccountConfirmResponse['status']>;
}

export interface EnrolmentServiceDependencies {
  loanAccounts: LoanAccountsRepository;
  users: UsersRepository;
  securityEvents: SecurityEventsRepository;
  identity: IdentityHasher;
  /** Sends and checks the codes (the forgot-account-number lookup's, docs/decisions/032). */
  lookup: CodeStep;
  emailVerification: EmailVerificationService;
  transport: MessageTransport;
  transact: Transact;
  audit: SecurityAudit;
}

/**
 * Online access for a loan whose account number, last name, SSN last four and date of birth match, confirmed by a
 * code sent to the e-mail address or phone on file for that loan (docs/decisions/032): knowing a borrower's details
 * is not enough to read their loan. A loan that has online access already answers INVALID, as wrong details do,
 * and its owner gets a message at the e-mail address of that online access instead. The new user starts
 * unverified: the link mailed to the new address (`/verify-email-{token}`) verifies it, and until then the login
 * answers NOTVERIFIED.
 */
export function createEnrolmentService(deps: EnrolmentServiceDependencies): EnrolmentService {
  const { loanAccounts, users, securityEvents, identity, lookup, emailVerification, transport, transact, audit } = deps;
  const { enrolment } = SECURITY_EVENTS;
  const refused = (context: RequestContext, reason: SecurityEventReason) =>
    audit.record(securityEvents, context, { event: enrolment, outcome: 'failure', reason });

  return {
    async start(request, context) {
      const loan = await loanAccounts.findByAccountNumber(request.accountNumber);
      const matches =
        loan !== null &&
        nameKey(loan.borrower_last_name) === nameKey(request.lastName) &&
        safeEqual(loan.ssn_last_four_hash, identity.ssnLastFour(request.ssnLastFour)) &&
        safeEqual(loan.dob_hash, identity.dateOfBirth(request.dob));
      if (!loan || !matches) {
        await refused(context, SECURITY_EVENT_REASONS.noMatch);
        return { status: 'INVALID' };
      }
      const owner = await users.findByLoanAccountId(loan.id);
      if (owner) {
        await refused(context, SECURITY_EVENT_REASONS.alreadyEnrolled);
        transport.sendMailInBackground(alreadyEnrolledMail(owner.email, owner.username, customerLocale(owner.language)), context.log);
        return { status: 'INVALID' };
      }
      if (await users.findByUsername(request.username)) {
        await refused(context, SECURITY_EVENT_REASONS.usernameTaken);
        return { status: 'USERNAME_TAKEN' };
      }
      if (isCommonPassword(request.password, { username: request.username })) {
        await refused(context, SECURITY_EVENT_REASONS.commonPassword);
        return { status: 'COMMON_PASSWORD' };
      }
      const maskedCodeOptions = codeOptionsOf(loan);
      // A loan with nowhere to send a code cannot be confirmed online: the same answer as wrong details.
      if (maskedCodeOptions.length === 0) {
        await refused(context, SECURITY_EVENT_REASONS.missingCode);
        return { status: 'INVALID' };
      }
      const passwordHash = await hashPassword(request.password);
      const token = newToken();
      await transact(async (trx) => {
        const lookupId = await trx.accountLookups.create({
          tokenHash: sha256Hex(token),
          loanAccountId: loan.id,
          expiresAt: lookupTokenExpiry(),
          purpose: 'enrolment',
        });
        await trx.accountLookups.savePendingEnrolment(lookupId, { username: request.username.trim(), email: request.email.trim(), passwordHash });
      });
      return { status: 'CODE_REQUIRED', token, maskedCodeOptions };
    },

    sendCode: (token, channel, pageLocale) => lookup.sendCode(token, channel, 'enrolment', pageLocale),

    async confirm(token, code, origin, context) {
      const expired = SECURITY_EVENT_REASONS.expired;
      const active = await lookup.findActive(token, 'enrolment');
      if (!active) {
        await refused(context, expired);
        return 'EXPIRED';
      }
      type Confirmed = { status: 'SUCCESS'; userId: number; username: string; email: string } | { status: 'EXPIRED' | 'INVALID' | 'USERNAME_TAKEN' };
      let confirmed: Confirmed;
      try {
        // Decision 050: wrong codes count per loan across enrolments; the step closes for a day after ten.
        const subject = { purpose: 'enrolment', subjectId: active.loanAccountId } as const;
        confirmed = await lookup.checkWithin(active.id, subject, code, context, async (trx, spent): Promise<Confirmed> => {
          const refuse = async (status: 'EXPIRED' | 'INVALID' | 'USERNAME_TAKEN', reason: SecurityEventReason) => {
            await audit.record(trx.securityEvents, context, { event: enrolment, outcome: 'failure', reason });
            return { status };
          };
          if (spent === 'INVALID') return refuse('INVALID', SECURITY_EVENT_REASONS.wrongCode);
          const pending = spent === 'SPENT' ? await trx.accountLookups.findPendingEnrolment(active.id) : null;
          if (!pending) return refuse('EXPIRED', expired);
          // Checked again: another enrolment of the loan or of the name may have finished meanwhile.
          if (await trx.users.findByLoanAccountId(active.loanAccountId)) return refuse('EXPIRED', SECURITY_EVENT_REASONS.alreadyEnrolled);
          if (await trx.users.findByUsername(pending.username)) return refuse('USERNAME_TAKEN', SECURITY_EVENT_REASONS.usernameTaken);
          const userId = await trx.users.create({ username: pending.username, email: pending.email, passwordHash: pending.passwordHash, loanAccountId: active.loanAccountId });
          await trx.accountLookups.deletePendingEnrolment(active.id);
          await audit.record(trx.securityEvents, context, { event: enrolment, outcome: 'success', userId });
          return { status: 'SUCCESS', userId, username: pending.username, email: pending.email };
        });
      } catch (error) {
        // Two confirmations raced past the checks above: the database's unique keys decided, and the loser starts again.
        if (!isUniqueViolation(error)) throw error;
        await refused(context, SECURITY_EVENT_REASONS.usernameTaken);
        return 'USERNAME_TAKEN';
      }
      if (confirmed.status !== 'SUCCESS') return confirmed.status;
      await emailVerification.send({ id: confirmed.userId, email: confirmed.email, username: confirmed.username }, origin);
      return 'SUCCESS';
    },
  };
}
