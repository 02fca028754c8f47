import { LINK_LIFETIME_MINUTES } from 'shared-contracts';
import type { OneTimeTokensRepository } from '../db/one-time-tokens-repository.js';
import type { UserRow } from '../db/schema.js';
import type { UsersRepository } from '../db/users-repository.js';
import { verificationMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface EmailVerificationService {
  /** Mails a new link `/verify-email-{token}`; earlier links of the user stop working. */
  send(user: Pick<UserRow, 'id' | 'email' | 'username'>, origin: string): Promise<void>;
  /** Spends a link token and marks the address verified. */
  verify(token: string): Promise<'SUCCESS' | 'EXPIRED'>;
}

export function createEmailVerificationService(deps: {
  users: UsersRepository;
  oneTimeTokens: OneTimeTokensRepository;
  transport: MessageTransport;
}): EmailVerificationService {
  const { users, oneTimeTokens, transport } = deps;
  return {
    async send(user, origin) {
      const token = newToken();
      await oneTimeTokens.issue({
        tokenHash: sha256Hex(token),
        purpose: 'verify',
        userId: user.id,
        expiresAt: isoAfterSeconds(LINK_LIFETIME_MINUTES.emailVerification * 60),
      });
      await transport.sendMail(verificationMail(user.email, user.username, origin, token));
    },
    async verify(token) {
      const spent = await oneTimeTokens.consume(sha256Hex(token), 'verify');
      if (!spent) return 'EXPIRED';
      await users.markEmailVerified(spent.userId);
      return 'SUCCESS';
    },
  };
}
