import { LINK_LIFETIME_MINUTES } from 'shared-contracts';
import type { OneTimeTokensRepository } from '../db/one-time-tokens-repository.js';
import type { UserRow } from '../db/schema.js';
import type { UsersRepository } from '../db/users-repository.js';
import { customerLocale, verificationMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface EmailVerificationService {
  /** Mails a new link `/verify-email-{token}`; earlier links of the user stop working. */
  send(user: Pick<UserRow, 'id' | 'email' | 'username'> & { language?: string }, origin: string): Promise<void>;
  /**
   * Spends a link token and marks the address verified; a link of an e-mail change (settings) also makes its
   * new address the user's.
   */
  verify(token: string): Promise<'SUCCESS' | 'EXPIRED'>;
}

export function createEmailVerificationService(deps: {
  users: UsersRepository;
  oneTimeTokens: OneTimeTokensRepository;
  transport: MessageTransport;
  /** Pending e-mail changes (settings), applied when their link is opened. */
  emailChanges?: { applyEmailChange(userId: number, tokenHash: string): Promise<unknown> };
}): EmailVerificationService {
  const { users, oneTimeTokens, transport, emailChanges } = deps;
  return {
    async send(user, origin) {
      const token = newToken();
      await oneTimeTokens.issue({
        tokenHash: sha256Hex(token),
        purpose: 'verify',
        userId: user.id,
        expiresAt: isoAfterSeconds(LINK_LIFETIME_MINUTES.emailVerification * 60),
      });
      await transport.sendMail(verificationMail(user.email, user.username, origin, token, customerLocale(user.language)));
    },
    async verify(token) {
      const tokenHash = sha256Hex(token);
      const spent = await oneTimeTokens.consume(tokenHash, 'verify');
      if (!spent) return 'EXPIRED';
      await emailChanges?.applyEmailChange(spent.userId, tokenHash);
      await users.markEmailVerified(spent.userId);
      return 'SUCCESS';
    },
  };
}
