import type { FastifyBaseLogger } from 'fastify';
import { LINK_LIFETIME_MINUTES } from 'shared-contracts';
import type { OneTimeTokensRepository } from '../db/one-time-tokens-repository.js';
import type { SessionsRepository } from '../db/sessions-repository.js';
import type { UsersRepository } from '../db/users-repository.js';
import { customerLocale, passwordChangedMail, passwordResetMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { isCommonPassword } from '../security/common-passwords.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface PasswordService {
  /** Mails a reset link to the user of `username`, if there is one; the caller answers SUCCESS either way. */
  requestReset(username: string, origin: string, log: FastifyBaseLogger): Promise<void>;
  /**
   * Sets a new password with a reset link. Unlocks the user, marks the address verified (the link proved
   * it), ends every session of the user and mails a notice. Does not sign in.
   */
  resetWithToken(token: string, password: string, log: FastifyBaseLogger): Promise<'SUCCESS' | 'EXPIRED' | 'COMMON_PASSWORD'>;
  /** A signed-in user's change: needs the current password; ends the user's other sessions; mails a notice. */
  change(
    session: { userId: number; idHash: string },
    currentPassword: string,
    newPassword: string,
    log: FastifyBaseLogger,
  ): Promise<'SUCCESS' | 'INVALID' | 'COMMON_PASSWORD'>;
}

export function createPasswordService(deps: {
  users: UsersRepository;
  oneTimeTokens: OneTimeTokensRepository;
  sessions: SessionsRepository;
  transport: MessageTransport;
}): PasswordService {
  const { users, oneTimeTokens, sessions, transport } = deps;
  return {
    async requestReset(username, origin, log) {
      const user = await users.findByUsername(username);
      if (!user) return;
      const token = newToken();
      await oneTimeTokens.issue({
        tokenHash: sha256Hex(token),
        purpose: 'reset',
        userId: user.id,
        expiresAt: isoAfterSeconds(LINK_LIFETIME_MINUTES.passwordReset * 60),
      });
      transport.sendMailInBackground(passwordResetMail(user.email, user.username, origin, token, customerLocale(user.language)), log);
    },

    async resetWithToken(token, password, log) {
      const tokenHash = sha256Hex(token);
      // Checked without spending the link, so a refused password leaves it usable for a better one.
      const valid = await oneTimeTokens.findValid(tokenHash, 'reset');
      const user = valid ? await users.findById(valid.userId) : null;
      if (!user) return 'EXPIRED';
      if (isCommonPassword(password, { username: user.username })) return 'COMMON_PASSWORD';
      const passwordHash = await hashPassword(password);
      if (!(await oneTimeTokens.consume(tokenHash, 'reset'))) return 'EXPIRED';
      await users.setPassword(user.id, passwordHash, { verifyEmail: true });
      await sessions.deleteForUser(user.id);
      transport.sendMailInBackground(passwordChangedMail(user.email, user.username, customerLocale(user.language)), log);
      return 'SUCCESS';
    },

    async change(session, currentPassword, newPassword, log) {
      const user = await users.findById(session.userId);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) return 'INVALID';
      if (isCommonPassword(newPassword, { username: user.username })) return 'COMMON_PASSWORD';
      await users.setPassword(user.id, await hashPassword(newPassword), { verifyEmail: false });
      await sessions.deleteForUser(user.id, { except: session.idHash });
      transport.sendMailInBackground(passwordChangedMail(user.email, user.username, customerLocale(user.language)), log);
      return 'SUCCESS';
    },
  };
}
