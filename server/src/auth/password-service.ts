import type { FastifyBaseLogger } from 'fastify';
import { LINK_LIFETIME_MINUTES, SECURITY_EVENTS, SECURITY_EVENT_REASONS } from 'shared-contracts';
import type { OneTimeTokensRepository } from '../db/one-time-tokens-repository.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import type { UsersRepository } from '../db/users-repository.js';
import { customerLocale, passwordChangedMail, passwordResetMail, usernameReminderMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface PasswordService {
  /** Mails a reset link to the user of `username`, if there is one; the caller answers SUCCESS either way. */
  requestReset(username: string, origin: string, context: RequestContext): Promise<void>;
  /**
   * Sets a new password with a reset link. Unlocks the user, marks the address verified (the link proved
   * it), ends every session of the user and mails a notice. Does not sign in.
   */
  resetWithToken(token: string, password: string, context: RequestContext): Promise<'SUCCESS' | 'EXPIRED' | 'COMMON_PASSWORD'>;
  /** A signed-in user's change: needs the current password; ends the user's other sessions; mails a notice. */
  change(
    session: { userId: number; idHash: string },
    currentPassword: string,
    newPassword: string,
    context: RequestContext,
  ): Promise<'SUCCESS' | 'INVALID' | 'COMMON_PASSWORD'>;
  /**
   * Forgot username (spec 2.11): mails every username of the address to it, in the background, if the address is
   * registered; the caller answers the same either way.
   */
  sendUsernameReminder(email: string, log: FastifyBaseLogger): Promise<void>;
}

/** No user has this id (ids start at 1). */
const NO_USER_ID = 0;

export function createPasswordService(deps: {
  users: UsersRepository;
  oneTimeTokens: OneTimeTokensRepository;
  securityEvents: SecurityEventsRepository;
  transport: MessageTransport;
  transact: Transact;
  audit: SecurityAudit;
}): PasswordService {
  const { users, oneTimeTokens, securityEvents, transport, transact, audit } = deps;
  const { passwordResetRequested, passwordReset, passwordChanged, sessionsEnded } = SECURITY_EVENTS;
  return {
    async sendUsernameReminder(email, log) {
      const found = await users.findByEmail(email);
      const first = found[0];
      if (first) transport.sendMailInBackground(usernameReminderMail(first.email, found.map((user) => user.username), customerLocale(first.language)), log);
    },
    async requestReset(username, origin, context) {
      const user = await users.findByUsername(username);
      // Decision 050 (equal work): an unknown name runs the same statements as a known one, against an id no user
      // has (the token's insert stores nothing); only the mail, sent after the answer, differs.
      const token = newToken();
      await transact(async (trx) => {
        await trx.oneTimeTokens.issue({
          tokenHash: sha256Hex(token),
          purpose: 'reset',
          userId: user?.id ?? NO_USER_ID,
          expiresAt: isoAfterSeconds(LINK_LIFETIME_MINUTES.passwordReset * 60),
        });
        await audit.record(
          trx.securityEvents,
          context,
          user ? { event: passwordResetRequested, outcome: 'success', userId: user.id } : { event: passwordResetRequested, outcome: 'failure', reason: SECURITY_EVENT_REASONS.unknownUser },
        );
      });
      if (user) transport.sendMailInBackground(passwordResetMail(user.email, user.username, origin, token, customerLocale(user.language)), context.log);
    },

    async resetWithToken(token, password, context) {
      const tokenHash = sha256Hex(token);
      const expired = { event: passwordReset, outcome: 'failure', reason: SECURITY_EVENT_REASONS.expired } as const;
      // Checked without spending the link, so a refused password leaves it usable for a better one.
      const valid = await oneTimeTokens.findValid(tokenHash, 'reset');
      const user = valid ? await users.findById(valid.userId) : null;
      if (!user) {
        await audit.record(securityEvents, context, expired);
        return 'EXPIRED';
      }
      if (isCommonPassword(password, { username: user.username })) {
        await audit.record(securityEvents, context, { event: passwordReset, outcome: 'failure', userId: user.id, reason: SECURITY_EVENT_REASONS.commonPassword });
        return 'COMMON_PASSWORD';
      }
      const passwordHash = await hashPassword(password);
      const status = await transact(async (trx) => {
        if (!(await trx.oneTimeTokens.consume(tokenHash, 'reset'))) {
          await audit.record(trx.securityEvents, context, { ...expired, userId: user.id });
          return 'EXPIRED' as const;
        }
        await trx.users.setPassword(user.id, passwordHash, { verifyEmail: true });
        const ended = await trx.sessions.deleteForUser(user.id);
        // Decision 033: a remembered browser skips the code only as long as the password it was remembered with.
        const forgotten = await trx.rememberedDevices.forgetForUser(user.id);
        // Decision 050: a code step opened with the old password cannot finish a sign-in after the reset.
        await trx.accountLookups.cancelSignIns(user.id);
        await audit.record(trx.securityEvents, context, { event: passwordReset, outcome: 'success', userId: user.id });
        if (ended + forgotten > 0) await audit.record(trx.securityEvents, context, { event: sessionsEnded, outcome: 'success', userId: user.id });
        return 'SUCCESS' as const;
      });
      if (status === 'SUCCESS') transport.sendMailInBackground(passwordChangedMail(user.email, user.username, customerLocale(user.language)), context.log);
      return status;
    },

    async change(session, currentPassword, newPassword, context) {
      const user = await users.findById(session.userId);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        await audit.record(securityEvents, context, { event: passwordChanged, outcome: 'failure', userId: session.userId, reason: SECURITY_EVENT_REASONS.wrongPassword });
        return 'INVALID';
      }
      if (isCommonPassword(newPassword, { username: user.username })) {
        await audit.record(securityEvents, context, { event: passwordChanged, outcome: 'failure', userId: user.id, reason: SECURITY_EVENT_REASONS.commonPassword });
        return 'COMMON_PASSWORD';
      }
      const passwordHash = await hashPassword(newPassword);
      await transact(async (trx) => {
        await trx.users.setPassword(user.id, passwordHash, { verifyEmail: false });
        const ended = await trx.sessions.deleteForUser(user.id, { except: session.idHash });
        const forgotten = await trx.rememberedDevices.forgetForUser(user.id);
        await trx.accountLookups.cancelSignIns(user.id);
        await audit.record(trx.securityEvents, context, { event: passwordChanged, outcome: 'success', userId: user.id });
        // Decision 050: the other devices the borrower signed out show in the activity, as after a contact change.
        if (ended + forgotten > 0) await audit.record(trx.securityEvents, context, { event: sessionsEnded, outcome: 'success', userId: user.id });
      });
      transport.sendMailInBackground(passwordChangedMail(user.email, user.username, customerLocale(user.language)), context.log);
      return 'SUCCESS';
    },
  };
}
