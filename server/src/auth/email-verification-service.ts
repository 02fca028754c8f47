import { LINK_LIFETIME_MINUTES, SECURITY_EVENTS } from 'shared-contracts';
import type { OneTimeTokensRepository } from '../db/one-time-tokens-repository.js';
import type { UserRow } from '../db/schema.js';
import type { Transact } from '../db/unit-of-work.js';
import type { UsersRepository } from '../db/users-repository.js';
import { customerLocale, verificationMail } from '../mail/messages.js';
import type { MessageTransport } from '../mail/transport.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';

export interface EmailVerificationService {
  /** Mails a new link `/verify-email-{token}`; earlier links of the user stop working. */
  send(user: Pick<UserRow, 'id' | 'email' | 'username'> & { language?: string }, origin: string): Promise<void>;
  /**
   * Spends a link token and marks the address verified; a link of an e-mail change (settings) also makes its
   * new address the user's (an `email_changed` security event in the same transaction) and ends every session and
   * remembered device of the user but the asking browser's own (`sessions_ended`, docs/decisions/050).
   */
  verify(token: string, context: RequestContext, asking?: { userId: number; idHash: string } | null): Promise<'SUCCESS' | 'EXPIRED'>;
  /** A new link for the user a NOTVERIFIED login named (its resend cookie); EXPIRED when that user is gone. */
  resend(userId: number, origin: string): Promise<'SUCCESS' | 'EXPIRED'>;
}

export function createEmailVerificationService(deps: {
  oneTimeTokens: OneTimeTokensRepository;
  users: Pick<UsersRepository, 'findById'>;
  transport: MessageTransport;
  /** Spending a link, applying a pending e-mail change (settings) and its audit row are one write. */
  transact: Transact;
  audit: SecurityAudit;
}): EmailVerificationService {
  const { oneTimeTokens, transport, transact, audit } = deps;
  const service: EmailVerificationService = {
    async resend(userId, origin) {
      const user = await deps.users.findById(userId);
      if (!user) return 'EXPIRED';
      if (user.email_verified_at === null) await service.send(user, origin);
      return 'SUCCESS';
    },
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
    async verify(token, context, asking) {
      const tokenHash = sha256Hex(token);
      return transact(async (trx) => {
        const spent = await trx.oneTimeTokens.consume(tokenHash, 'verify');
        if (!spent) return 'EXPIRED';
        const changed = await trx.settings.applyEmailChange(spent.userId, tokenHash);
        await trx.users.markEmailVerified(spent.userId);
        if (changed) {
          await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.emailChanged, outcome: 'success', userId: spent.userId });
          // Decision 050: a contact change ends the other sessions and remembered devices, as a password change does.
          const keep = asking?.userId === spent.userId ? { except: asking.idHash } : {};
          const ended = await trx.sessions.deleteForUser(spent.userId, keep);
          const forgotten = await trx.rememberedDevices.forgetForUser(spent.userId);
          if (ended + forgotten > 0) await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.sessionsEnded, outcome: 'success', userId: spent.userId });
        }
        return 'SUCCESS';
      });
    },
  };
  return service;
}
