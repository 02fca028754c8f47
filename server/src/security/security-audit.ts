import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SecurityEventName, SecurityEventOutcome, SecurityEventReason } from 'shared-contracts';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import { hmacHex } from './tokens.js';

/** Who asked, as the audit trail keeps it: what a service needs of the request, and its logger. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' && userAgent.trim() !== '' ? userAgent : null, log: request.log };
}

export interface AuditEvent {
  event: SecurityEventName;
  outcome: SecurityEventOutcome;
  userId?: number | null;
  reason?: SecurityEventReason | null;
}

export interface SecurityAudit {
  /**
   * Writes the event through `events` (the repository of the transaction that makes the change it records)
   * and logs it. Never the typed username, password, code or token: a failed sign-in keeps no name at all,
   * since people type passwords into the username field.
   */
  record(events: SecurityEventsRepository, context: RequestContext, event: AuditEvent): Promise<void>;
}

/** A User-Agent is the client's to choose: kept short enough that it cannot fill the table. */
const MAX_USER_AGENT = 512;

/**
 * (docs/decisions/031-security-events.md). The address is kept as an HMAC under the signing
 * secret: rows from one client can be told together without the trail holding where a borrower lives.
 */
export function createSecurityAudit(ipKey: string): SecurityAudit {
  return {
    async record(events, context, { event, outcome, userId = null, reason = null }) {
      await events.add({
        event,
        outcome,
        userId,
        reason,
        ipHash: hmacHex(ipKey, `security-event-ip:${context.ip}`),
        userAgent: context.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      });
      context.log.info({ securityEvent: { event, outcome, userId, reason } }, 'Security event');
    },
  };
}
