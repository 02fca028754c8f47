import {
  LOOKUP_LIMITS,
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  maskPhone,
  redactEmail,
  type CodeChannel,
  type LookupStep1Request,
  type LookupStep3Response,
  type Locale,
  type MaskedCodeOption,
} from 'shared-contracts';
import type { AccountLookupsRepository, ActiveLookup } from '../db/account-lookups-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { Repositories } from '../db/repositories.js';
import type { UsersRepository } from '../db/users-repository.js';
import type { LoanAccountRow, LookupPurpose } from '../db/schema.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import { TooManyRequestsError } from '../http/http-error.js';
import { customerLocale, lookupCodeMail, lookupCodeText } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { nameKey, type IdentityHasher } from '../security/identity-hash.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newSixDigitCode, newToken, safeEqual, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface AccountLookupService {
  /** Step 1: null when no borrower matches (the route answers HTTP 400 INVALID). */
  start(request: LookupStep1Request, context: RequestContext): Promise<{ token: string; maskedCodeOptions: MaskedCodeOption[] } | null>;
  /** Step 2: sends a new code by the chosen channel; also an enrolment's (issue 14, item 4). */
  /** `pageLocale`: the words of the code when the borrower has no portal user with a saved language. */
  sendCode(token: string, channel: CodeChannel, purpose?: LookupPurpose, pageLocale?: Locale): Promise<'SUCCESS' | 'EXPIRED' | 'INVALID'>;
  /** Step 3: checks a code; the fifth wrong one ends the lookup. */
  checkCode(token: string, code: string, context: RequestContext): Promise<LookupStep3Response>;
  /** The lookup a token opened for this purpose, while it is neither expired, used nor out of tries. */
  findActive(token: string, purpose: LookupPurpose): Promise<ActiveLookup | null>;
  /**
   * Spends one of the lookup's tries on a code, in the caller's transaction so that the caller's effect and its
   * security event commit with it: SPENT completes the lookup (the code and the lookup cannot be used again).
   * The one code check of the lookup, the enrolment and the sign-in's second factor.
   */
  spendCode(trx: Repositories, lookupId: number, code: string): Promise<SpentCode>;
}

export type SpentCode = 'SPENT' | 'INVALID' | 'EXPIRED';

const destinationOf = (loan: LoanAccountRow, channel: CodeChannel): string | null => (channel === 'email' ? loan.email || null : loan.phone);

/**
 * Forgot account number (spec 4.4). The lookup token is 256 random bits, stored as SHA-256, valid 15
 * minutes. Codes are six random digits stored as an HMAC bound to their lookup (a code of one lookup
 * means nothing in another), valid 10 minutes, single use; only the newest code of a lookup works.
 * Five code checks per lookup, counted before each comparison, and a new code keeps the count; at most
 * five codes are sent per lookup. SSN and date of birth are compared as keyed hashes and never kept. Each
 * identity tried and each code checked is a security event (issue 14, item 3).
 */
export function createAccountLookupService(deps: {
  loanAccounts: LoanAccountsRepository;
  accountLookups: AccountLookupsRepository;
  identity: IdentityHasher;
  transport: MessageTransport;
  /** The loan's online user, whose chosen language the code is sent in (English without one). */
  users?: Pick<UsersRepository, 'findByLoanAccountId'>;
  securityEvents: SecurityEventsRepository;
  transact: Transact;
  audit: SecurityAudit;
}): AccountLookupService {
  const { loanAccounts, accountLookups, identity, transport, users, securityEvents, transact, audit } = deps;
  const { accountLookup, accountLookupCode } = SECURITY_EVENTS;

  async function activeLookup(token: string, purpose: LookupPurpose) {
    return accountLookups.findActive(sha256Hex(token), LOOKUP_LIMITS.maxCodeTries, purpose);
  }

  // Tries are counted before the comparison, and the code is compared as an HMAC in constant time.
  async function spendCode(trx: Repositories, lookupId: number, code: string): Promise<SpentCode> {
    if ((await trx.accountLookups.reserveTry(lookupId, LOOKUP_LIMITS.maxCodeTries)) === null) return 'EXPIRED';
    const current = await trx.accountLookups.currentCode(lookupId);
    if (!current || !safeEqual(current.codeHash, identity.lookupCode(lookupId, code))) return 'INVALID';
    return (await trx.accountLookups.complete(lookupId, current.id)) ? 'SPENT' : 'EXPIRED';
  }

  return {
    async start(request, context) {
      const candidates = await loanAccounts.findByIdentity(identity.ssn(request.ssn), identity.dateOfBirth(request.dob));
      const loan = candidates.find(
        (candidate) =>
          nameKey(candidate.borrower_first_name) === nameKey(request.firstName) &&
          nameKey(candidate.borrower_last_name) === nameKey(request.lastName),
      );
      if (!loan) {
        await audit.record(securityEvents, context, { event: accountLookup, outcome: 'failure', reason: SECURITY_EVENT_REASONS.noMatch });
        return null;
      }
      const token = newToken();
      await transact(async (trx) => {
        await trx.accountLookups.create({ tokenHash: sha256Hex(token), loanAccountId: loan.id, expiresAt: isoAfterSeconds(LOOKUP_LIMITS.tokenMinutes * 60) });
        await audit.record(trx.securityEvents, context, { event: accountLookup, outcome: 'success' });
      });
      const maskedCodeOptions: MaskedCodeOption[] = [];
      if (loan.email) maskedCodeOptions.push({ key: 'email', display: redactEmail(loan.email) });
      if (loan.phone) maskedCodeOptions.push({ key: 'sms', display: maskPhone(loan.phone) });
      return { token, maskedCodeOptions };
    },

    async sendCode(token, channel, purpose = 'lookup', pageLocale) {
      const lookup = await activeLookup(token, purpose);
      if (!lookup) return 'EXPIRED';
      const loan = await loanAccounts.findById(lookup.loanAccountId);
      if (!loan) return 'EXPIRED';
      const destination = destinationOf(loan, channel);
      if (!destination) return 'INVALID';
      if (!(await accountLookups.reserveCodeSend(lookup.id, LOOKUP_LIMITS.maxCodesSent))) {
        throw new TooManyRequestsError(LOOKUP_LIMITS.tokenMinutes * 60);
      }
      const code = newSixDigitCode();
      await accountLookups.addCode({
        lookupId: lookup.id,
        codeHash: identity.lookupCode(lookup.id, code),
        channel,
        expiresAt: isoAfterSeconds(LOOKUP_LIMITS.codeMinutes * 60),
      });
      // The user's saved language first (settings), else the page's: an enrolment has no user yet.
      const locale = customerLocale((await users?.findByLoanAccountId(loan.id))?.language ?? pageLocale);
      if (channel === 'email') await transport.sendMail(lookupCodeMail(destination, code, LOOKUP_LIMITS.codeMinutes, locale));
      else await transport.sendText({ to: destination, text: lookupCodeText(code, LOOKUP_LIMITS.codeMinutes, locale) });
      return 'SUCCESS';
    },

    async checkCode(token, code, context) {
      const expired = { event: accountLookupCode, outcome: 'failure', reason: SECURITY_EVENT_REASONS.expired } as const;
      const lookup = await activeLookup(token, 'lookup');
      if (!lookup) {
        await audit.record(securityEvents, context, expired);
        return { status: 'EXPIRED' };
      }
      return transact(async (trx): Promise<LookupStep3Response> => {
        const refuse = async (status: 'EXPIRED' | 'INVALID') => {
          await audit.record(trx.securityEvents, context, status === 'EXPIRED' ? expired : { ...expired, reason: SECURITY_EVENT_REASONS.wrongCode });
          return { status };
        };
        const spent = await spendCode(trx, lookup.id, code);
        if (spent !== 'SPENT') return refuse(spent);
        const loan = await trx.loanAccounts.findById(lookup.loanAccountId);
        if (!loan) return refuse('EXPIRED');
        await audit.record(trx.securityEvents, context, { event: accountLookupCode, outcome: 'success' });
        return { status: 'SUCCESS', account: loan.account_number };
      });
    },

    findActive: activeLookup,
    spendCode,
  };
}
