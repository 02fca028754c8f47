import {
  CODE_FAILURE_LIMITS,
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
  type SecurityEventName,
} from 'shared-contracts';
import type { AccountLookupsRepository, ActiveLookup } from '../db/account-lookups-repository.js';
import type { CodeFailuresRepository, CodeSubject } from '../db/code-failures-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { Repositories } from '../db/repositories.js';
import type { UsersRepository } from '../db/users-repository.js';
import type { LoanAccountRow, LookupPurpose } from '../db/schema.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import { TooManyRequestsError } from '../http/http-error.js';
import { codesClosedMail, codesClosedText, customerLocale, lookupCodeMail, lookupCodeText } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { nameKey, type IdentityHasher } from '../security/identity-hash.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newSixDigitCode, newToken, safeEqual, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface AccountLookupService {
  /** Step 1: null when no borrower matches (the route answers HTTP 400 INVALID). */
  start(request: LookupStep1Request, context: RequestContext): Promise<{ token: string; maskedCodeOptions: MaskedCodeOption[] } | null>;
  /** Step 2: sends a new code by the chosen channel; also an enrolment's (docs/decisions/032). */
  /** `pageLocale`: the words of the code when the borrower has no portal user with a saved language. */
  sendCode(token: string, channel: CodeChannel, purpose?: LookupPurpose, pageLocale?: Locale): Promise<'SUCCESS' | 'EXPIRED' | 'INVALID'>;
  /** Step 3: checks a code; the fifth wrong one ends the lookup. */
  checkCode(token: string, code: string, context: RequestContext): Promise<LookupStep3Response>;
  /** The lookup a token opened for this purpose, while it is neither expired, used nor out of tries. */
  findActive(token: string, purpose: LookupPurpose): Promise<ActiveLookup | null>;
  /**
   * The one code check of the lookup, the enrolment and the sign-in's second factor, per person too
   * (docs/decisions/050): a 429 while the subject's code step is closed; else one of the lookup's tries is spent
   * (SPENT completes the lookup: the code and the lookup cannot be used again) in a transaction where a wrong code counts for the subject and a right one forgets the count,
   * and `within` adds the caller's effect and security event. The tenth wrong code in a day closes the step and
   * tells the contact on file, after the commit.
   */
  checkWithin<T>(lookupId: number, subject: CodeSubject, code: string, context: RequestContext, within: (trx: Repositories, spent: SpentCode) => Promise<T>): Promise<T>;
}

export type SpentCode = 'SPENT' | 'INVALID' | 'EXPIRED';

/**
 * What the enrolment and the sign-in's second factor take of the lookup (docs/decisions/032, 033): its code sends,
 * its open lookups and its one code check. Their code steps are the lookup's, under another purpose.
 */
export type CodeStep = Pick<AccountLookupService, 'sendCode' | 'findActive' | 'checkWithin'>;

/** Where a code can go, masked for the page: the e-mail address and the phone on file, where there is one. */
export function codeOptionsOf(contact: { email: string | null; phone: string | null }): MaskedCodeOption[] {
  const options: MaskedCodeOption[] = [];
  if (contact.email) options.push({ key: 'email', display: redactEmail(contact.email) });
  if (contact.phone) options.push({ key: 'sms', display: maskPhone(contact.phone) });
  return options;
}

/** When a lookup token made now stops being good, whatever its purpose (LOOKUP_LIMITS.tokenMinutes). */
export const lookupTokenExpiry = (): string => isoAfterSeconds(LOOKUP_LIMITS.tokenMinutes * 60);

const HOUR_MS = 60 * 60 * 1000;

/** The security event of each code step, for a check refused while the step is closed. */
const CODE_EVENTS: Readonly<Record<LookupPurpose, SecurityEventName>> = {
  lookup: SECURITY_EVENTS.accountLookupCode,
  enrolment: SECURITY_EVENTS.enrolment,
  sign_in: SECURITY_EVENTS.signIn,
};

/** The per-person rate-limit identifier: a sign-in's user, a lookup's or an enrolment's loan. */
const personKey = (subject: CodeSubject) => (subject.purpose === 'sign_in' ? `user:${subject.subjectId}` : `loan:${subject.subjectId}`);

const destinationOf = (loan: LoanAccountRow, channel: CodeChannel): string | null => (channel === 'email' ? loan.email || null : loan.phone);

/**
 * Forgot account number (spec 4.4). The lookup token is 256 random bits, stored as SHA-256, valid 15
 * minutes. Codes are six random digits stored as an HMAC bound to their lookup (a code of one lookup
 * means nothing in another), valid 10 minutes, single use; only the newest code of a lookup works.
 * Five code checks per lookup, counted before each comparison, and a new code keeps the count; at most
 * five codes are sent per lookup. SSN and date of birth are compared as keyed hashes and never kept. Each
 * identity tried and each code checked is a security event (docs/decisions/031).
 */
export function createAccountLookupService(deps: {
  loanAccounts: LoanAccountsRepository;
  accountLookups: AccountLookupsRepository;
  identity: IdentityHasher;
  transport: MessageTransport;
  /** The loan's online user, whose chosen language the code is sent in (English without one). */
  users?: Pick<UsersRepository, 'findByLoanAccountId' | 'findById'>;
  securityEvents: SecurityEventsRepository;
  /** Wrong codes per person across challenges (docs/decisions/050). */
  codeFailures: CodeFailuresRepository;
  /** The per-person buckets of sending and checking codes (`lookupStep2`, `lookupStep3`); the routes count per IP. */
  rateLimiter?: Pick<RateLimiter, 'hitIdentifier'>;
  transact: Transact;
  audit: SecurityAudit;
  now?: () => Date;
}): AccountLookupService {
  const { loanAccounts, accountLookups, identity, transport, users, securityEvents, codeFailures, rateLimiter, transact, audit, now = () => new Date() } = deps;
  const { accountLookup, accountLookupCode } = SECURITY_EVENTS;

  /** Whose code step a lookup is: the user a sign-in waits for, else the loan. Null: the sign-in is gone. */
  async function subjectOf(lookup: ActiveLookup, purpose: LookupPurpose): Promise<CodeSubject | null> {
    if (purpose !== 'sign_in') return { purpose, subjectId: lookup.loanAccountId };
    const userId = await accountLookups.findPendingSignIn(lookup.id);
    return userId === null ? null : { purpose, subjectId: userId };
  }

  /** 429 with Retry-After while the subject's code step is closed: no code is sent or checked. */
  async function refuseWhileClosed(subject: CodeSubject, context?: RequestContext): Promise<void> {
    const closedUntil = await codeFailures.closedUntil(subject, now());
    if (closedUntil === null) return;
    if (context) {
      const userId = subject.purpose === 'sign_in' ? { userId: subject.subjectId } : {};
      await audit.record(securityEvents, context, { event: CODE_EVENTS[subject.purpose], outcome: 'failure', ...userId, reason: SECURITY_EVENT_REASONS.codesLocked });
    }
    throw new TooManyRequestsError(Math.max(1, Math.ceil((Date.parse(closedUntil) - now().getTime()) / 1000)));
  }

  /** The mail (or, for a loan with only a phone, the text) that says the code step closed, in the borrower's language. */
  async function tellClosed(subject: CodeSubject, context: RequestContext): Promise<void> {
    const { maxFailures, windowHours, closedHours } = CODE_FAILURE_LIMITS;
    context.log.info({ purpose: subject.purpose, subjectId: subject.subjectId, closedHours }, 'Code step closed after repeated wrong codes');
    if (subject.purpose === 'sign_in') {
      const user = await users?.findById(subject.subjectId);
      if (user) transport.sendMailInBackground(codesClosedMail(user.email, maxFailures, windowHours, closedHours, customerLocale(user.language)), context.log);
      return;
    }
    const loan = await loanAccounts.findById(subject.subjectId);
    if (!loan) return;
    const user = await users?.findByLoanAccountId(loan.id);
    const locale = customerLocale(user?.language);
    const email = loan.email || user?.email;
    if (email) transport.sendMailInBackground(codesClosedMail(email, maxFailures, windowHours, closedHours, locale), context.log);
    else if (loan.phone) await transport.sendText({ to: loan.phone, text: codesClosedText(maxFailures, closedHours, locale) });
  }

  async function checkWithin<T>(
    lookupId: number,
    subject: CodeSubject,
    code: string,
    context: RequestContext,
    within: (trx: Repositories, spent: SpentCode) => Promise<T>,
  ): Promise<T> {
    await refuseWhileClosed(subject, context);
    await rateLimiter?.hitIdentifier('lookupStep3', personKey(subject));
    let closedNow = false;
    const result = await transact(async (trx) => {
      const spent = await spendCode(trx, lookupId, code);
      if (spent === 'INVALID') {
        const at = now();
        const counted = await trx.codeFailures.recordFailure(
          subject,
          {
            maxFailures: CODE_FAILURE_LIMITS.maxFailures,
            windowStart: new Date(at.getTime() - CODE_FAILURE_LIMITS.windowHours * HOUR_MS),
            closeUntil: new Date(at.getTime() + CODE_FAILURE_LIMITS.closedHours * HOUR_MS),
          },
          at,
        );
        closedNow = counted.closedNow;
      } else if (spent === 'SPENT') {
        // Only a right code starts the count again (docs/decisions/050).
        await trx.codeFailures.reset(subject);
      }
      return within(trx, spent);
    });
    if (closedNow) await tellClosed(subject, context);
    return result;
  }

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
        await trx.accountLookups.create({ tokenHash: sha256Hex(token), loanAccountId: loan.id, expiresAt: lookupTokenExpiry() });
        await audit.record(trx.securityEvents, context, { event: accountLookup, outcome: 'success' });
      });
      return { token, maskedCodeOptions: codeOptionsOf(loan) };
    },

    async sendCode(token, channel, purpose = 'lookup', pageLocale) {
      const lookup = await activeLookup(token, purpose);
      if (!lookup) return 'EXPIRED';
      const subject = await subjectOf(lookup, purpose);
      if (!subject) return 'EXPIRED';
      // Decision 050: no code goes out while the step is closed, nor past the person's own bucket.
      await refuseWhileClosed(subject);
      await rateLimiter?.hitIdentifier('lookupStep2', personKey(subject));
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
      const subject = { purpose: 'lookup', subjectId: lookup.loanAccountId } as const;
      return checkWithin(lookup.id, subject, code, context, async (trx, spent): Promise<LookupStep3Response> => {
        const refuse = async (status: 'EXPIRED' | 'INVALID') => {
          await audit.record(trx.securityEvents, context, status === 'EXPIRED' ? expired : { ...expired, reason: SECURITY_EVENT_REASONS.wrongCode });
          return { status };
        };
        if (spent !== 'SPENT') return refuse(spent);
        const loan = await trx.loanAccounts.findById(lookup.loanAccountId);
        if (!loan) return refuse('EXPIRED');
        await audit.record(trx.securityEvents, context, { event: accountLookupCode, outcome: 'success' });
        return { status: 'SUCCESS', account: loan.account_number };
      });
    },

    findActive: activeLookup,
    checkWithin,
  };
}
