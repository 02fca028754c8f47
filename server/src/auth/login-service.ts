import { SECURITY_EVENTS, SECURITY_EVENT_REASONS } from 'shared-contracts';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { SessionsRepository } from '../db/sessions-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import type { UsersRepository } from '../db/users-repository.js';
import type { CaptchaService } from '../captcha/altcha.js';
import { accountLockedMail, customerLocale } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import type { Clock } from '../payments/clock.js';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../security/passwords.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import type { SecondFactorService, SignInChallenge } from './second-factor.js';
import { MAX_FAILED_LOGINS, failureMemoryStart, isLocked, lockEnd, lockMinutes } from './login-lock.js';
import type { LoginStepUp } from './login-step-up.js';

export type LoginOutcome =
  | { status: 'OK'; userId: number }
  | ({ status: 'CODE_REQUIRED' } & SignInChallenge)
  | { status: 'NOTVERIFIED'; userId: number }
  | { status: 'INVALID' }
  | { status: 'LOCKED' }
  | { status: 'CAPTCHA_REQUIRED' };

/** What a try sends: `captchaToken` is spent only once the username's tries stepped up (docs/decisions/049). */
export interface LoginCredentials {
  username: string;
  password: string;
  captchaToken?: string | undefined;
}

export interface LoginService {
  /** `deviceId`: the remembered-device cookie's id, if the browser sent a valid one (docs/decisions/033). */
  attempt(credentials: LoginCredentials, context: RequestContext, deviceId: string | null): Promise<LoginOutcome>;
  /**
   * Logout: `end` removes the session through the transaction's sessions repository (the session manager, which
   * also clears the cookie), and a signed-in user's `sign_out` event is written in the same transaction
   * (docs/decisions/031).
   */
  signOut(userId: number | undefined, context: RequestContext, end: (sessions: SessionsRepository) => Promise<void>): Promise<void>;
}

export interface LoginServiceDependencies {
  users: UsersRepository;
  securityEvents: SecurityEventsRepository;
  transact: Transact;
  audit: SecurityAudit;
  secondFactor: SecondFactorService;
  dummyHash: () => Promise<string>;
  stepUp: LoginStepUp;
  captcha: Pick<CaptchaService, 'require'>;
  /** Tells the borrower their sign-in is locked (docs/decisions/030). */
  transport: MessageTransport;
  now: Clock;
}

/**
 * The login decision. Unknown usernames and wrong passwords both answer INVALID after one argon2
 * verification each (a dummy hash for the unknown), so neither the answer nor its timing tells who has
 * an account. A locked user is answered LOCKED whatever the password, which is never checked against theirs
 * (the same work is spent on the dummy hash): a lock that answered the right password differently would tell a
 * guesser when they had it (docs/decisions/048). Every try during a lock counts toward the next, longer one.
 * NOTVERIFIED is answered only to someone who knew the password. Locks end by themselves and grow
 * (auth/login-lock.ts). Every outcome is a `sign_in` security event, written with the change it makes to the
 * user's failure count or lock. Before all of it, the step-up (auth/login-step-up.ts, docs/decisions/049): from the
 * fourth try of a username within the hour on, a try without a solved captcha is answered CAPTCHA_REQUIRED unchecked.
 */
/** No user has this id (ids start at 1): the target of an unknown username's no-op updates. */
const NO_USER_ID = 0;

export function createLoginService(deps: LoginServiceDependencies): LoginService {
  const { users, securityEvents, transact, audit, secondFactor, dummyHash, stepUp, captcha, transport, now } = deps;
  const { signIn, accountLocked } = SECURITY_EVENTS;

  async function check(username: string, password: string, context: RequestContext, deviceId: string | null): Promise<LoginOutcome> {
    const user = await users.findByUsername(username);
    // Decision 050 (equal work): an unknown username walks the wrong password's path, with its queries, against
    // an id no user has; so known and unknown names cost the database the same (routes/equal-work.test.ts).
    const userId = user?.id ?? NO_USER_ID;
    const at = now();
    await users.forgetStaleFailures(userId, at, failureMemoryStart(at));
    // Counted before the (slow) check, so concurrent guesses cannot all pass as the same attempt.
    await users.reserveLoginAttempt(userId, at);
    const locked = user !== null && isLocked(user, at);
    const accepted = user !== null && !locked && (await verifyPassword(user.password_hash, password));
    if (!user || locked) await verifyPassword(await dummyHash(), password);
    if (!user || locked || !accepted) {
      const reason = !user ? SECURITY_EVENT_REASONS.unknownUser : locked ? SECURITY_EVENT_REASONS.locked : SECURITY_EVENT_REASONS.wrongPassword;
      const lockedNow = await transact(async (trx) => {
        // A no-op for an unknown name and a locked user (the update's conditions match no row): the same work.
        const lockedByThis = await trx.users.lockAfterFailures(userId, MAX_FAILED_LOGINS, lockEnd(user?.lock_count ?? 0, at), at);
        await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'failure', ...(user ? { userId } : {}), reason });
        if (lockedByThis) await audit.record(trx.securityEvents, context, { event: accountLocked, outcome: 'success', userId });
        return lockedByThis;
      });
      if (lockedNow && user) {
        const minutes = lockMinutes(user.lock_count);
        context.log.info({ userId, lockMinutes: minutes }, 'Sign-in locked after repeated wrong passwords');
        transport.sendMailInBackground(accountLockedMail(user.email, user.username, minutes, customerLocale(user.language)), context.log);
      }
      return { status: locked ? 'LOCKED' : 'INVALID' };
    }
    // Re-read: a lock set by a concurrent wrong guess during the check still counts.
    const fresh = await users.findById(userId);
    if (!fresh || isLocked(fresh, now())) {
      await audit.record(securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.locked });
      return { status: 'LOCKED' };
    }
    const rehashed = passwordNeedsRehash(fresh.password_hash) ? await hashPassword(password) : undefined;
    if (fresh.email_verified_at === null) {
      await transact(async (trx) => {
        await trx.users.recordPasswordAccepted(userId, rehashed);
        await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.notVerified });
      });
      return { status: 'NOTVERIFIED', userId };
    }
    const codeNeeded = await secondFactor.required(fresh, deviceId);
    return transact(async (trx): Promise<LoginOutcome> => {
      await trx.users.recordPasswordAccepted(userId, rehashed);
      if (!codeNeeded) {
        await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'success', userId });
        return { status: 'OK', userId };
      }
      // Docs/decisions/033: a browser not remembered; the sign-in waits for the code sent to the loan on file.
      const challenge = await secondFactor.open(trx, fresh);
      await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.codeRequired });
      return { status: 'CODE_REQUIRED', ...challenge };
    });
  }

  return {
    async signOut(userId, context, end) {
      await transact(async (trx) => {
        await end(trx.sessions);
        if (userId !== undefined) await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.signOut, outcome: 'success', userId });
      });
    },
    async attempt({ username, password, captchaToken }, context, deviceId) {
      // Before anything of the username is read: the step-up answers alike for every username (decision 049).
      if ((await stepUp.counted(username, now())).captchaRequired) {
        if (captchaToken === undefined) return { status: 'CAPTCHA_REQUIRED' };
        // A 400 CAPTCHA_INVALID when spent, expired or forged, as on the recovery forms.
        await captcha.require(captchaToken);
      }
      const outcome = await check(username, password, context, deviceId);
      // A right password (whatever follows it: a code, the verification) ends the step-up; INVALID and LOCKED keep
      // their try counted.
      if (outcome.status !== 'INVALID' && outcome.status !== 'LOCKED') await stepUp.passed(username);
      return outcome;
    },
  };
}
