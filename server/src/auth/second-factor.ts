import {
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  type CodeChannel,
  type SendCodeResponse,
  type Locale,
  type MaskedCodeOption,
  type SecurityEventReason,
} from 'shared-contracts';
import type { AccountLookupsRepository } from '../db/account-lookups-repository.js';
import type { RememberedDevicesRepository } from '../db/remembered-devices-repository.js';
import type { Repositories } from '../db/repositories.js';
import type { UserRow } from '../db/schema.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { UsersRepository } from '../db/users-repository.js';
import { codeOptionsOf, lookupTokenExpiry, type CodeStep } from '../lookup/account-lookup-service.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';
import { DEVICE_REMEMBER_SECONDS } from './device-cookie.js';
import { isLocked } from './login-lock.js';

export interface SignInChallenge {
  token: string;
  maskedCodeOptions: MaskedCodeOption[];
}

export interface SecondFactorService {
  /** A right password from this browser needs a code: not a remembered device, not an exempt demo user. */
  required(user: Pick<UserRow, 'id' | 'username'>, deviceId: string | null): Promise<boolean>;
  /** Opens the sign-in's code step, with the repositories of the transaction that accepts the password. */
  open(trx: Repositories, user: Pick<UserRow, 'id' | 'email' | 'loan_account_id'>): Promise<SignInChallenge>;
  sendCode(token: string, channel: CodeChannel, pageLocale?: Locale): Promise<SendCodeResponse['status']>;
  /** The code: the user to sign in, or why not. */
  verify(token: string, code: string, context: RequestContext): Promise<{ status: 'OK'; userId: number } | { status: 'INVALID' | 'EXPIRED' | 'LOCKED' }>;
  /** Remembers the browser for 30 days; answers the id its cookie holds. */
  remember(userId: number): Promise<string>;
}

export interface SecondFactorDependencies {
  accountLookups: AccountLookupsRepository;
  rememberedDevices: RememberedDevicesRepository;
  securityEvents: SecurityEventsRepository;
  lookup: CodeStep;
  /** The sign-in lock is checked again when the code comes back (docs/decisions/050). */
  users: Pick<UsersRepository, 'findById'>;
  now?: () => Date;
  audit: SecurityAudit;
  /** The seeded demo users outside production (DEMO_SECOND_FACTOR), who sign in with the password alone. */
  exempt: (username: string) => boolean;
}

/**
 * Decision 033 (ASVS 6.3.3): a password alone opens a session only on a browser the borrower told us to
 * remember. Elsewhere a six-digit code goes to the e-mail address or phone on file for the loan, with the account
 * lookup's machinery (`purpose = 'sign_in'`: its token, codes, five checks, five sends); the sign-in is a
 * `sign_in` security event only once the code came back (before that: a failure with reason `code_required`).
 */
export function createSecondFactor(deps: SecondFactorDependencies): SecondFactorService {
  const { accountLookups, rememberedDevices, securityEvents, lookup, users, audit, exempt, now = () => new Date() } = deps;
  const { signIn } = SECURITY_EVENTS;

  return {
    async required(user, deviceId) {
      if (exempt(user.username)) return false;
      return deviceId === null || !(await rememberedDevices.isRemembered(sha256Hex(deviceId), user.id));
    },

    async open(trx, user) {
      const loan = await trx.loanAccounts.findById(user.loan_account_id);
      // The loan's address, else the user's: a code step always has an e-mail address to send to.
      const maskedCodeOptions = codeOptionsOf({ email: loan?.email || user.email, phone: loan?.phone ?? null });
      const token = newToken();
      const lookupId = await trx.accountLookups.create({
        tokenHash: sha256Hex(token),
        loanAccountId: user.loan_account_id,
        expiresAt: lookupTokenExpiry(),
        purpose: 'sign_in',
      });
      await trx.accountLookups.savePendingSignIn(lookupId, user.id);
      return { token, maskedCodeOptions };
    },

    sendCode: (token, channel, pageLocale) => lookup.sendCode(token, channel, 'sign_in', pageLocale),

    async verify(token, code, context) {
      const active = await lookup.findActive(token, 'sign_in');
      const userId = active ? await accountLookups.findPendingSignIn(active.id) : null;
      if (!active || userId === null) {
        await audit.record(securityEvents, context, { event: signIn, outcome: 'failure', reason: SECURITY_EVENT_REASONS.expired });
        return { status: 'EXPIRED' };
      }
      // Decision 050: a sign-in locked since its password was accepted answers what the lock answers, whatever the code.
      const user = await users.findById(userId);
      if (!user || isLocked(user, now())) {
        await audit.record(securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.locked });
        return { status: 'LOCKED' };
      }
      return lookup.checkWithin(active.id, { purpose: 'sign_in', subjectId: userId }, code, context, async (trx, spent) => {
        const refuse = async (status: 'INVALID' | 'EXPIRED', reason: SecurityEventReason) => {
          await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'failure', userId, reason });
          return { status };
        };
        if (spent === 'INVALID') return refuse('INVALID', SECURITY_EVENT_REASONS.wrongCode);
        if (spent === 'EXPIRED') return refuse('EXPIRED', SECURITY_EVENT_REASONS.expired);
        await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'success', userId });
        return { status: 'OK' as const, userId };
      });
    },

    async remember(userId) {
      const deviceId = newToken();
      await rememberedDevices.remember({ tokenHash: sha256Hex(deviceId), userId, expiresAt: isoAfterSeconds(DEVICE_REMEMBER_SECONDS) });
      return deviceId;
    },
  };
}
